import type { AddressInfo } from 'node:net'

import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export type Login = { username: string; password: string }

/**
 * A real SMTP server on loopback that keeps every message it accepts, parsed by mailparser.
 * A message is in `received` before the sender's sendMail resolves (the server answers DATA
 * only after parsing it).
 */
export class TestMailServer {
  readonly received: ParsedMail[] = []
  readonly logins: Login[] = []
  private server: SMTPServer | null = null
  port = 0
  /** Runs while a message is being accepted, before the sender hears back (to stage races). */
  whileAccepting: (() => Promise<void>) | null = null

  /** Listens on 127.0.0.1: a free port the first time, the same port on a restart. */
  async start(port = this.port): Promise<number> {
    const server = new SMTPServer({
      secure: false,
      disabledCommands: ['STARTTLS'],
      authOptional: true,
      allowInsecureAuth: true,
      logger: false,
      onAuth: (auth, _session, callback) => {
        this.logins.push({ username: auth.username ?? '', password: auth.password ?? '' })
        callback(null, { user: auth.username })
      },
      onData: (stream, _session, callback) => {
        simpleParser(stream).then(
          async (mail) => {
            this.received.push(mail)
            const during = this.whileAccepting
            this.whileAccepting = null
            await during?.()
            callback()
          },
          (error: Error) => callback(error),
        )
      },
    })
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => resolve())
    })
    this.server = server
    this.port = (server.server.address() as AddressInfo).port
    return this.port
  }

  async stop(): Promise<void> {
    const server = this.server
    this.server = null
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()))
  }

  /** Messages to an address, in arrival order. */
  to(address: string): ParsedMail[] {
    return this.received.filter((mail) => addressesOf(mail.to).includes(address))
  }

  clear() {
    this.received.length = 0
    this.logins.length = 0
  }
}

type AddressField = ParsedMail['to']

export const addressesOf = (field: AddressField | ParsedMail['replyTo']): string[] => {
  if (!field) return []
  const objects = Array.isArray(field) ? field : [field]
  return objects.flatMap((object) => object.value.map((entry) => entry.address ?? ''))
}

/**
 * npm run create-superuser: creates a superuser account, the way to the first login of a new
 * deployment (production has no open "create first user" screen).
 *
 *   npm run create-superuser -- --email office@example.org [--name "Church Office"]
 *
 * The password comes from SUPERUSER_PASSWORD, or is asked for (not echoed) when run in a
 * terminal; it is never a flag, so it stays out of the shell history and the process list.
 * SUPERUSER_EMAIL and SUPERUSER_NAME may stand in for the flags.
 */
import { createInterface } from 'node:readline/promises'
import { Writable } from 'node:stream'
import { parseArgs } from 'node:util'

import config from '@payload-config'
import { getPayload } from 'payload'

import { createSuperuser } from '../src/server/accounts/create-superuser'

const { values } = parseArgs({
  options: { email: { type: 'string' }, name: { type: 'string' } },
  strict: true,
})

/** Asks on the terminal; `hidden` keeps the answer off the screen (for the password). */
const ask = async (question: string, hidden = false): Promise<string> => {
  let muted = false
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk)
      done()
    },
  })
  const rl = createInterface({ input: process.stdin, output, terminal: true })
  const answer = rl.question(question)
  muted = hidden
  const value = await answer
  rl.close()
  if (hidden) process.stdout.write('\n')
  return value
}

const fail = (message: string): never => {
  console.error(`[create-superuser] ${message}`)
  process.exit(1)
}

const interactive = process.stdin.isTTY
const email =
  values.email ??
  process.env.SUPERUSER_EMAIL ??
  (interactive ? await ask('Email: ') : fail('Give --email (or SUPERUSER_EMAIL).'))
const name = values.name ?? process.env.SUPERUSER_NAME
const password =
  process.env.SUPERUSER_PASSWORD ??
  (interactive
    ? await ask('Password (at least 12 characters): ', true)
    : fail('Set SUPERUSER_PASSWORD, or run this in a terminal to be asked.'))

const payload = await getPayload({ config })
const result = await createSuperuser(payload, { email, password, name })
await payload.destroy()
if (!result.ok) fail(result.message)
console.log(`[create-superuser] created superuser ${email.trim().toLowerCase()}`)
process.exit(0)

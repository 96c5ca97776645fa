/**
 * How long a queued email takes to leave: starts Payload the way the server does (with the jobs
 * cron), points the site config at an SMTP server on loopback, submits contact messages and times
 * each from the submit to the notice arriving. Restores the settings and deletes what it made.
 *
 *   npx tsx scripts/with-db.ts tsx --conditions=react-server scripts/bench/email-latency.ts [count]
 */
import type { AddressInfo } from 'node:net'

import config from '@payload-config'
import { getPayload } from 'payload'
import { SMTPServer } from 'smtp-server'

import { slugs } from '../../src/lib/slugs'
import { publicForm } from '../../src/lib/forms/registry'
import { submitToInbox } from '../../src/server/forms/submit-to-inbox'

const count = Number(process.argv[2] ?? 10)
const arrivals = new Map<string, (at: number) => void>()

const smtp = new SMTPServer({
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData: (stream, _session, callback) => {
    let raw = ''
    stream.on('data', (chunk: Buffer) => (raw += chunk.toString()))
    stream.on('end', () => {
      const subject = /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? ''
      arrivals.get(subject)?.(performance.now())
      callback()
    })
  },
})
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
const port = (smtp.server.address() as AddressInfo).port

const payload = await getPayload({ config, cron: true })
const before = await payload.findGlobal({ slug: slugs.siteConfig, depth: 0 })
await payload.updateGlobal({
  slug: slugs.siteConfig,
  data: {
    emailProvider: 'smtp',
    smtpHost: '127.0.0.1',
    smtpPort: port,
    smtpSecure: false,
    smtpUser: '',
    emailEnabled: true,
    autoReplyEnabled: false,
    contactEmailTo: 'office@latency.test',
    contactEmailFrom: 'web@latency.test',
  },
})

const timings: number[] = []
const ids: number[] = []
try {
  for (let i = 0; i < count; i++) {
    const subject = `Latency ${i} ${Date.now()}`
    const arrived = new Promise<number>((resolve) =>
      arrivals.set(`New contact message: ${subject}`, resolve),
    )
    const start = performance.now()
    const { id } = await submitToInbox(payload, publicForm('contact'), {
      firstName: 'Lat',
      lastName: 'Ency',
      email: 'latency@latency.test',
      subject,
      message: 'timing',
    })
    ids.push(id)
    timings.push((await arrived) - start)
    // Submit at a random point of the cron's second, as visitors do.
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 1000))
  }
} finally {
  await payload.delete({ collection: slugs.contactMessages, where: { id: { in: ids } } })
  const {
    id: _id,
    createdAt: _c,
    updatedAt: _u,
    ...restore
  } = before as typeof before & {
    globalType?: string
  }
  delete (restore as { globalType?: string }).globalType
  await payload.updateGlobal({ slug: slugs.siteConfig, data: restore })
}

const sorted = [...timings].sort((a, b) => a - b)
const ms = (value: number) => `${Math.round(value)} ms`
console.log(
  `[email-latency] ${count} emails, submit to arrival: min ${ms(sorted[0])}, median ${ms(sorted[Math.floor(count / 2)])}, max ${ms(sorted[count - 1])}`,
)
smtp.close()
await payload.destroy()
process.exit(0)

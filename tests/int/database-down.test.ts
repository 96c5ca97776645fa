import { describe, expect, it } from 'vitest'

import type { callApi as CallApi } from './helpers/api'
import { useOwnDatabase } from './helpers/own-database'

/**
 * This file runs the app against a PostgreSQL of its own (helpers/own-database.ts), so it can
 * stop and start it without touching the database the other files share.
 */
describe(
  'the database is down: 503 with Retry-After, then recovery by itself',
  { timeout: 180_000 },
  () => {
    const own = useOwnDatabase('down')

    const contact = {
      firstName: 'Dora',
      lastName: 'Down',
      email: 'dora.down@example.org',
      subject: 'Hello',
      message: 'Are you there?',
    }

    const expectUnavailable = (result: Awaited<ReturnType<typeof CallApi>>) => {
      expect(result.status).toBe(503)
      expect(result.headers.get('retry-after')).toBe('30')
      expect(result.json).toEqual({
        message: expect.stringMatching(/^We can’t reach our database just now\. Please try again/),
      })
    }

    it('reads and form posts answer 503 while it is stopped, and work again once it is back', async () => {
      const { callApi } = own
      expect((await callApi('GET', '/sermons?search=grace')).status).toBe(200)
      await own.database.stop()

      expectUnavailable(await callApi('GET', '/sermons?search=grace'))
      expectUnavailable(await callApi('GET', '/events'))
      expectUnavailable(await callApi('POST', '/contact', { body: contact }))
      expectUnavailable(
        await callApi('POST', '/auth/login', { body: { email: 'a@b.org', password: 'x' } }),
      )

      await own.start()
      let recovered = 0
      for (let attempt = 0; attempt < 20 && recovered !== 200; attempt += 1) {
        recovered = (await callApi('GET', '/sermons?search=grace')).status
        if (recovered !== 200) await new Promise((resolve) => setTimeout(resolve, 500))
      }
      expect(recovered).toBe(200)
      expect((await callApi('POST', '/contact', { body: contact })).status).toBe(201)
    })
  },
)

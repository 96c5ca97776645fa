import { _internal_jobSystemGlobals } from 'payload'
import { afterEach, vi } from 'vitest'

import { serverLog } from '@/server/log/server-log'

/**
 * A test that makes the server log an error has hit an unexpected path (our router logs every
 * 500 through serverLog, and serverLog falls back to console.error), so it fails even if its
 * assertions passed.
 */
/**
 * The test process runs its queues by hand (helpers/email.ts runEmailQueue). But Payload's own
 * REST handlers (`/cms-api` through `REST_GET`) start the job crons on first use
 * (createPayloadRequest asks for getPayload({ cron: true })), and a cron then runs the email
 * queue every second beside the test's own runs: two runners took one job, and a test's emails
 * went out before it had set its mail server (groups.test.ts). Payload's switch for its own
 * integration tests keeps the crons idle (docs/internals.md).
 */
_internal_jobSystemGlobals.shouldAutoRun = false
_internal_jobSystemGlobals.shouldAutoSchedule = false

const errorSpy = vi.spyOn(console, 'error')
const serverLogSpy = vi.spyOn(serverLog, 'error')

afterEach(() => {
  const calls = [...errorSpy.mock.calls, ...serverLogSpy.mock.calls]
  errorSpy.mockClear()
  serverLogSpy.mockClear()
  if (calls.length) throw new Error(`an error was logged:\n${calls.map(String).join('\n')}`)
})

import type { Payload } from 'payload'

import { inTransaction } from '@/server/admin/in-transaction'
import { serverLog } from '@/server/log/server-log'

import { publishGlobalPart } from './global-writes'
import { partOf, readGlobal } from './global-versions'
import type { GlobalTarget } from './targets'

/**
 * The job's publish of a global target whose time has come (publish-on-schedule-task.ts): its part
 * of the latest draft goes live, the other parts' drafts stay drafts. Acting for the server itself:
 * staff set the time earlier. A failure is logged, not retried (as for sermons and events).
 */
export const publishScheduledGlobal = async (
  payload: Payload,
  target: GlobalTarget,
): Promise<boolean> => {
  try {
    await inTransaction(payload, null, async (req) => {
      const latest = await readGlobal(payload, target.global, 'latest', req)
      await publishGlobalPart({ payload, user: null, req }, target, partOf(target, latest))
    })
    return true
  } catch (error) {
    serverLog.error('A scheduled publish of a page could not be applied', error, { ...target })
    return false
  }
}

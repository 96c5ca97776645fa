/**
 * The door's check-in taps waiting to reach the server (docs/registration.md#check-in): kept in
 * the phone's localStorage, so a dropped connection (or a closed tab) loses none. One entry per
 * registration, the last tap winning: check in then undo offline sends only the undo.
 */

export type QueuedTap = { checkedIn: boolean; at: string }
export type CheckInQueue = Record<string, QueuedTap>

export const CHECK_IN_QUEUE_KEY = 'shoreline:check-in-queue'

const isTap = (value: unknown): value is QueuedTap =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as QueuedTap).checkedIn === 'boolean' &&
  typeof (value as QueuedTap).at === 'string'

/** The queue as stored; anything unreadable (another version's shape) counts as empty. */
export const readCheckInQueue = (storage: Pick<Storage, 'getItem'>): CheckInQueue => {
  try {
    const stored: unknown = JSON.parse(storage.getItem(CHECK_IN_QUEUE_KEY) ?? '{}')
    if (typeof stored !== 'object' || stored === null) return {}
    return Object.fromEntries(Object.entries(stored).filter(([, tap]) => isTap(tap)))
  } catch {
    return {}
  }
}

export const writeCheckInQueue = (storage: Pick<Storage, 'setItem'>, queue: CheckInQueue) =>
  storage.setItem(CHECK_IN_QUEUE_KEY, JSON.stringify(queue))

export const withTap = (queue: CheckInQueue, id: number, tap: QueuedTap): CheckInQueue => ({
  ...queue,
  [id]: tap,
})

/** Drops a tap the server took; a newer tap of the same person made meanwhile stays queued. */
export const withoutTap = (queue: CheckInQueue, id: string, sent: QueuedTap): CheckInQueue => {
  const current = queue[id]
  if (!current || current.at !== sent.at || current.checkedIn !== sent.checkedIn) return queue
  const { [id]: _sent, ...rest } = queue
  return rest
}

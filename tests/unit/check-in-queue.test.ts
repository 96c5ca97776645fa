import { describe, expect, it } from 'vitest'

import {
  CHECK_IN_QUEUE_KEY,
  readCheckInQueue,
  withoutTap,
  withTap,
  writeCheckInQueue,
} from '@/lib/registration/check-in-queue'

/** The part of the browser's localStorage the queue uses. */
const memoryStorage = (initial: Record<string, string> = {}) => {
  const items = new Map(Object.entries(initial))
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  }
}

describe('the offline check-in queue', () => {
  const tap = (checkedIn: boolean, at: string) => ({ checkedIn, at })

  it('keeps one tap per person, the last one winning', () => {
    let queue = withTap({}, 7, tap(true, '2026-11-28T10:00:00.000Z'))
    queue = withTap(queue, 8, tap(true, '2026-11-28T10:00:01.000Z'))
    queue = withTap(queue, 7, tap(false, '2026-11-28T10:00:02.000Z'))
    expect(queue).toEqual({
      7: tap(false, '2026-11-28T10:00:02.000Z'),
      8: tap(true, '2026-11-28T10:00:01.000Z'),
    })
  })

  it('drops a sent tap but keeps a newer one made while it was sending', () => {
    const sent = tap(true, '2026-11-28T10:00:00.000Z')
    const queue = withTap({}, 7, sent)
    expect(withoutTap(queue, '7', sent)).toEqual({})
    const newer = withTap(queue, 7, tap(false, '2026-11-28T10:00:05.000Z'))
    expect(withoutTap(newer, '7', sent)).toEqual(newer)
  })

  it('survives a reload through storage, and reads anything unreadable as empty', () => {
    const storage = memoryStorage()
    const queue = withTap({}, 3, tap(true, '2026-11-28T10:00:00.000Z'))
    writeCheckInQueue(storage, queue)
    expect(readCheckInQueue(storage)).toEqual(queue)
    expect(readCheckInQueue(memoryStorage({ [CHECK_IN_QUEUE_KEY]: '{oops' }))).toEqual({})
    expect(
      readCheckInQueue(
        memoryStorage({ [CHECK_IN_QUEUE_KEY]: JSON.stringify({ 4: { checkedIn: 'yes' } }) }),
      ),
    ).toEqual({})
  })
})

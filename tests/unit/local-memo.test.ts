import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import {
  MEMO_MAX_CHARS,
  clearMemo,
  forgetTag,
  memoEnabled,
  memoSize,
  memoized,
} from '@/server/cache/local-memo'

/** A read that counts its calls and answers with the given text. */
const readOf = (text: string) => vi.fn(async () => text)

describe('the local copy of cached reads (src/server/cache/local-memo.ts)', () => {
  beforeEach(clearMemo)
  afterEach(() => vi.unstubAllEnvs())

  it('reads once and then answers from memory with the same text', async () => {
    const read = readOf('[{"id":1}]')
    expect(await memoized('sermons:list', ['sermons'], read)).toBe('[{"id":1}]')
    expect(await memoized('sermons:list', ['sermons'], read)).toBe('[{"id":1}]')
    expect(read).toHaveBeenCalledTimes(1)
  })

  it('reads again after one of its tags expires, and keeps the other tags’ entries', async () => {
    await memoized('sermons:list', ['sermons'], readOf('old sermons'))
    await memoized('events:list', ['events'], readOf('events'))
    forgetTag('sermons')
    const reread = readOf('new sermons')
    expect(await memoized('sermons:list', ['sermons'], reread)).toBe('new sermons')
    expect(reread).toHaveBeenCalledTimes(1)
    const events = readOf('other events')
    expect(await memoized('events:list', ['events'], events)).toBe('events')
    expect(events).not.toHaveBeenCalled()
  })

  it('does not keep what a read returns when a tag expired while it was reading', async () => {
    let finish: (text: string) => void = () => {}
    const slow = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)))
    const pending = memoized('sermons:list', ['sermons'], slow)
    // A staff edit lands while the database answer (read before the edit) is on its way.
    forgetTag('sermons')
    finish('read before the edit')
    expect(await pending).toBe('read before the edit')
    const next = readOf('read after the edit')
    expect(await memoized('sermons:list', ['sermons'], next)).toBe('read after the edit')
    expect(next).toHaveBeenCalledTimes(1)
  })

  it('stays within its character budget by dropping the least recently used entries', async () => {
    const quarter = 'x'.repeat(MEMO_MAX_CHARS / 4)
    for (const key of ['a', 'b', 'c', 'd']) await memoized(key, ['t'], readOf(quarter))
    // "a" is used again, so "b" is now the oldest.
    await memoized('a', ['t'], readOf('unused'))
    await memoized('e', ['t'], readOf(quarter))
    expect(memoSize().chars).toBeLessThanOrEqual(MEMO_MAX_CHARS)
    const b = readOf(quarter)
    await memoized('b', ['t'], b)
    expect(b).toHaveBeenCalledTimes(1)
    const a = readOf(quarter)
    await memoized('a', ['t'], a)
    expect(a).not.toHaveBeenCalled()
  })

  it('never keeps one text larger than the whole budget', async () => {
    await memoized('huge', ['t'], readOf('x'.repeat(MEMO_MAX_CHARS + 1)))
    expect(memoSize()).toEqual({ entries: 0, chars: 0 })
  })

  it('is on for a single instance and off when instances share Redis', () => {
    vi.stubEnv('REDIS_URL', '')
    expect(memoEnabled()).toBe(true)
    vi.stubEnv('REDIS_URL', 'redis://127.0.0.1:6379')
    expect(memoEnabled()).toBe(false)
  })
})

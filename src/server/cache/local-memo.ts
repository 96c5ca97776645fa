/**
 * A copy of cached reads' text in this process's memory, in front of Next's data cache.
 *
 * On every hit, Next's `unstable_cache` hashes its key (the read's source text and arguments) and
 * JSON-parses the stored entry. For the 90 kB sermon list behind `/api/sermons`, that parse alone
 * was a fifth of the server's CPU time under load, and each parse left a 90 kB string behind for
 * the garbage collector. Here a hit is a Map lookup that returns the same string.
 *
 * Exact, not a time-based guess: it is used only when this process sees every expiry, that is
 * with no REDIS_URL (one instance). Every staff edit then expires its tags through `expireTag`
 * (revalidate.ts), which calls `forgetTag` here first. With Redis, an edit made on another instance
 * reaches this one only through the shared cache, so the memo stays off there.
 */

/** At most this many characters of text are kept; the least recently used entries go first. */
export const MEMO_MAX_CHARS = 8 * 1024 * 1024

type Entry = { text: string; tags: readonly string[] }

type MemoState = {
  entries: Map<string, Entry>
  chars: number
  /** Moves on every expiry: a read that started before one must not store what it read. */
  generation: number
}

// On globalThis, not in module scope: Next bundles each route on its own, so the /api route that
// runs a staff edit's hooks and the page that reads the list can hold separate copies of a
// module, and one memo must serve them all.
const globalMemo = globalThis as typeof globalThis & { shorelineMemo?: MemoState }
const state = (globalMemo.shorelineMemo ??= { entries: new Map(), chars: 0, generation: 0 })
const { entries } = state

export const memoEnabled = (): boolean => !process.env.REDIS_URL

const drop = (key: string) => {
  const entry = entries.get(key)
  if (!entry) return
  entries.delete(key)
  state.chars -= entry.text.length
}

const remember = (key: string, entry: Entry) => {
  // One entry larger than the whole budget is simply not kept.
  if (entry.text.length > MEMO_MAX_CHARS) return
  drop(key)
  entries.set(key, entry)
  state.chars += entry.text.length
  // A Map iterates in insertion order and a hit re-inserts its entry: the first is the oldest.
  for (const oldest of entries.keys()) {
    if (state.chars <= MEMO_MAX_CHARS) break
    drop(oldest)
  }
}

/** The text kept under `key`, or what `load` reads (then kept, unless its tags expired meanwhile). */
export const memoized = async (
  key: string,
  tags: readonly string[],
  load: () => Promise<string>,
): Promise<string> => {
  const hit = entries.get(key)
  if (hit) {
    entries.delete(key)
    entries.set(key, hit)
    return hit.text
  }
  const started = state.generation
  const text = await load()
  if (started === state.generation) remember(key, { text, tags })
  return text
}

/** Forgets every entry read under `tag` (called before Next expires the tag). */
export const forgetTag = (tag: string): void => {
  state.generation += 1
  for (const [key, entry] of entries) {
    if (entry.tags.includes(tag)) drop(key)
  }
}

/** How much is kept (for tests). */
export const memoSize = () => ({ entries: entries.size, chars: state.chars })

/** Empties the memo (for tests). */
export const clearMemo = (): void => {
  state.generation += 1
  entries.clear()
  state.chars = 0
}

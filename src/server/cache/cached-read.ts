import { randomUUID } from 'node:crypto'

import { unstable_cache } from 'next/cache'

import { insideNextServer, isBuildPhase } from './next-runtime'

export type CachedRead<Args extends unknown[], Result> = {
  /** The result as JSON text: what /api sends, with no parse or stringify per request. */
  json: (...args: Args) => Promise<string>
  /** The result as data, for server components. */
  data: (...args: Args) => Promise<Result>
}

/**
 * Wraps a read in Next's data cache under the given tags, stored as JSON text. Payload hooks
 * expire the tags on every change (collections/hooks/revalidate.ts), so a cached read is never
 * stale after an edit.
 */
/**
 * Next keeps its data cache on disk across restarts. A restart may follow writes the server never
 * saw (the seed, a restored backup, another database), so each server start reads only what it
 * cached itself.
 */
const SERVER_START = randomUUID()

/**
 * A read that produces text, cached as it is inside the Next server (read directly outside).
 * `cacheable` says which arguments earn a cache entry; the others are read directly, so a cache
 * keyed by visitors' queries stays bounded (common-lists.ts).
 *
 * `next build` prerenders the public pages with no database: there the read answers
 * `atBuild` instead. Those build-time pages are never served (see src/server/cache/handler.mjs:
 * the cache handler does not read the build's output), so the placeholder only has to render.
 */
export const cachedText = <Args extends unknown[]>(
  read: (...args: Args) => Promise<string>,
  keyParts: string[],
  tags: string[],
  atBuild: string,
  cacheable: (...args: Args) => boolean = () => true,
) => {
  const cached = unstable_cache(read, [...keyParts, SERVER_START], { tags })
  return async (...args: Args): Promise<string> => {
    if (isBuildPhase()) return atBuild
    return insideNextServer() && cacheable(...args) ? cached(...args) : read(...args)
  }
}

export const cachedRead = <Args extends unknown[], Result>(
  read: (...args: Args) => Promise<Result>,
  keyParts: string[],
  tags: string[],
  atBuild: Result,
): CachedRead<Args, Result> => {
  const json = cachedText(
    async (...args: Args) => JSON.stringify(await read(...args)),
    keyParts,
    tags,
    JSON.stringify(atBuild),
  )
  return { json, data: async (...args: Args) => JSON.parse(await json(...args)) as Result }
}

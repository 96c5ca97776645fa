import { cachedText } from './cached-read'

export type ListPage<Doc> = { docs: Doc[]; totalDocs: number }

export type CachedList<Args extends unknown[], Doc> = {
  /** The docs as JSON text (what /api sends) and how many exist beyond the limit. */
  page: (...args: Args) => Promise<{ json: string; total: number }>
  /** The docs as data, for server components. */
  docs: (...args: Args) => Promise<Doc[]>
}

/**
 * A cached list read whose total travels with it: one cache entry holds "total\n[docs JSON]",
 * so a list with X-Total-Count costs one cache lookup and no parse or stringify of the docs.
 */
export const cachedList = <Args extends unknown[], Doc>(
  read: (...args: Args) => Promise<ListPage<Doc>>,
  keyParts: string[],
  tags: string[],
  cacheable?: (...args: Args) => boolean,
): CachedList<Args, Doc> => {
  const text = cachedText(
    async (...args: Args) => {
      const { docs, totalDocs } = await read(...args)
      return `${totalDocs}\n${JSON.stringify(docs)}`
    },
    keyParts,
    tags,
    '0\n[]',
    cacheable,
  )
  const page = async (...args: Args) => {
    const stored = await text(...args)
    const split = stored.indexOf('\n')
    return { total: Number(stored.slice(0, split)), json: stored.slice(split + 1) }
  }
  return {
    page,
    docs: async (...args: Args) => JSON.parse((await page(...args)).json) as Doc[],
  }
}

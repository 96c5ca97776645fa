import { FILTER_KEYS, SEARCH_PATH } from '@/lib/sermon-filter'

/**
 * Where an archive address of the first releases now lives (docs/sermon-archive.md), for
 * src/proxy.ts to redirect to, so links already shared or indexed keep working:
 * - /sermons?<any filter>[&page=N]           → /sermons/search?<the same query>;
 * - /sermons?page=N                          → /sermons/page/N (page 1: /sermons);
 * - /sermons/{series|speakers}/{slug}?page=N → /sermons/{kind}/{slug}/page/N.
 * Anything else (plain /sermons, page=abc, a filter of spaces only) is null: no redirect.
 *
 * Those addresses used to be rewritten in next.config.mjs, but Next runs every configured rewrite
 * again inside each page's render, compiling its path pattern per request: the seven /sermons
 * rules cost every page of the site, and a rewritten view half as much again as a direct one.
 */
export const sermonArchiveRedirect = (url: URL): URL | null => {
  const { pathname, searchParams } = url
  if (pathname === '/sermons' && FILTER_KEYS.some((key) => isSet(searchParams.getAll(key)))) {
    return withPath(url, SEARCH_PATH)
  }
  const page = searchParams.get('page') ?? ''
  if (!PAGE.test(page) || !(pathname === '/sermons' || GROUP.test(pathname))) return null
  const target = withPath(url, page === '1' ? pathname : `${pathname}/page/${page}`)
  target.searchParams.delete('page')
  return target
}

const isSet = (values: string[]) => values.some((value) => value.trim() !== '')

const withPath = (url: URL, pathname: string) => {
  const target = new URL(url)
  target.pathname = pathname
  return target
}

/** The pages the archive has: five digits is 3.6 million sermons at 36 a page. */
const PAGE = /^[1-9][0-9]{0,4}$/

const GROUP = /^\/sermons\/(?:series|speakers)\/[^/]+$/

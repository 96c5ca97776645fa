/**
 * How /sermons addresses reach their pages (docs/sermon-archive.md):
 * - /sermons                      → the static first page (src/app/(site)/sermons/page.tsx);
 * - /sermons?page=N               → /sermons/page/N, a static (ISR) page per N;
 * - /sermons?<any filter>[&page=] → /sermons/search, rendered per request.
 * The visitor's address never changes; the query string travels with the rewrite.
 */
const FILTERS = ['search', 'speaker', 'series', 'startDate', 'endDate']

export const sermonArchiveRewrites = [
  ...FILTERS.map((key) => ({
    source: '/sermons',
    has: [{ type: 'query', key }],
    destination: '/sermons/search',
  })),
  {
    source: '/sermons',
    has: [{ type: 'query', key: 'page', value: '(?<page>[1-9][0-9]{0,4})' }],
    destination: '/sermons/page/:page',
  },
]

/** /sermons/series/{slug}?page=N and /sermons/speakers/{slug}?page=N → their static page N. */
export const sermonGroupRewrites = [
  {
    source: '/sermons/:kind(series|speakers)/:slug',
    has: [{ type: 'query', key: 'page', value: '(?<page>[1-9][0-9]{0,4})' }],
    destination: '/sermons/:kind/:slug/page/:page',
  },
]

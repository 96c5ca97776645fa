/**
 * The Node settings `npm start` gives the production server (scripts/with-db.ts --server). The
 * bench, Lighthouse and the e2e server start it with them too, so they measure what a church runs.
 * Why these values: docs/decisions/012-static-public-site.md.
 *
 * - `--max-semi-space-size=16`: V8's young generation. On a machine with a lot of memory, Node 24
 *   makes it much larger, so under load the server carried a lot of short-lived garbage between
 *   collections. At half this size a cached page's objects (32 requests in flight) often outlived
 *   two scavenges and were promoted, and the old generation was compacted every few seconds;
 *   this size costs less CPU per page and gives a shorter tail, for a little more memory.
 * - `--max-old-space-size=512`: without a limit V8 sizes the old generation from the machine's
 *   memory and lets it grow to several times the live data before collecting. With the limit it
 *   collects sooner.
 *
 * Together they halved the server's peak memory under the bench's load at the same request rate
 * (docs/performance-log.md). A church's own NODE_OPTIONS come after these, so any of them can be
 * overridden (for example a larger old space for a very large archive).
 */
export const SERVER_NODE_OPTIONS = ['--max-semi-space-size=16', '--max-old-space-size=512']

/**
 * glibc's malloc keeps up to eight arenas per core, and memory freed in one is not handed back
 * while another holds it. zlib (the compression of every response, the gzipped podcast feed) and
 * the database driver allocate outside V8's heap from several threads, so a large feed sent a few
 * times left the server larger each time. With two arenas the bench's peak over the whole run fell
 * at the same request rate (docs/performance-log.md).
 * Ignored by other C libraries (musl, macOS); a value the church sets wins.
 */
export const SERVER_MALLOC_ARENA_MAX = '2'

export const withServerNodeOptions = <Env extends Record<string, string | undefined>>(
  env: Env,
): Env & { NODE_OPTIONS: string; MALLOC_ARENA_MAX: string } => ({
  ...env,
  NODE_OPTIONS: [...SERVER_NODE_OPTIONS, env.NODE_OPTIONS].filter(Boolean).join(' '),
  MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX || SERVER_MALLOC_ARENA_MAX,
})

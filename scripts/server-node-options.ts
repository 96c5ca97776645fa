/**
 * The Node settings `npm start` gives the production server (scripts/with-db.ts --server). The
 * bench and Lighthouse start the server with them too, so they measure what a church runs.
 *
 * `--max-semi-space-size=8`: V8's young generation. On a machine with a lot of memory, Node 24
 * sizes it at 64 MB per semi-space, so under load the server held 128 MB of short-lived garbage
 * between collections and its peak memory was 720–850 MB on the 2-core bench machine. With 8 MB
 * the peak was 470–650 MB at the same request rate (docs/decisions/012-static-public-site.md).
 * A church's own NODE_OPTIONS come after these, so any of them can be overridden.
 */
export const SERVER_NODE_OPTIONS = ['--max-semi-space-size=8']

export const withServerNodeOptions = <Env extends Record<string, string | undefined>>(
  env: Env,
): Env & { NODE_OPTIONS: string } => ({
  ...env,
  NODE_OPTIONS: [...SERVER_NODE_OPTIONS, env.NODE_OPTIONS].filter(Boolean).join(' '),
})

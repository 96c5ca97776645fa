import pg from 'pg'

/**
 * Resolves once no other client is connected to the PostgreSQL server at `url`, so the process
 * that started the embedded server can stop it without cutting off someone still using it (an
 * e2e run sharing the server of an integration run that finished first). `signal` gives up early.
 */
export const waitForOtherClients = async (
  url: string,
  {
    signal,
    log = console.log,
    pollMs = 500,
  }: { signal?: AbortSignal; log?: (line: string) => void; pollMs?: number } = {},
): Promise<void> => {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  let told = false
  try {
    while (!signal?.aborted) {
      const { rows } = await client.query<{ others: number }>(
        `SELECT count(*)::int AS others FROM pg_stat_activity
          WHERE backend_type = 'client backend' AND pid <> pg_backend_pid()`,
      )
      const others = rows[0]?.others ?? 0
      if (others === 0) return
      if (!told) {
        told = true
        log(
          `[shoreline] the embedded PostgreSQL still has ${others} other connection${others === 1 ? '' : 's'}: it stops when they close (Ctrl-C stops it now)`,
        )
      }
      await new Promise((done) => setTimeout(done, pollMs))
    }
  } finally {
    await client.end()
  }
}

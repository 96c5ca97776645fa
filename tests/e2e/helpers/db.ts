import pg from 'pg'

/**
 * The e2e server's database, to check what a form stored. Playwright's webServer runs on the
 * embedded server's shoreline_e2e database unless DATABASE_URL is set.
 */
const databaseUrl = () =>
  process.env.DATABASE_URL ??
  `postgres://postgres:postgres@127.0.0.1:${process.env.EMBEDDED_POSTGRES_PORT ?? 54329}/shoreline_e2e`

export const queryE2eDb = async <Row extends Record<string, unknown>>(
  sql: string,
  params: unknown[] = [],
): Promise<Row[]> => {
  const client = new pg.Client({ connectionString: databaseUrl() })
  await client.connect()
  try {
    return (await client.query(sql, params)).rows as Row[]
  } finally {
    await client.end()
  }
}

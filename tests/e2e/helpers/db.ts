import pg from 'pg'

/**
 * The e2e server's database, to check what a form stored. Playwright's webServer runs on the
 * embedded server's shoreline_e2e database unless DATABASE_URL is set.
 */
const embeddedUrl = (database: string) =>
  `postgres://postgres:postgres@127.0.0.1:${process.env.EMBEDDED_POSTGRES_PORT ?? 54329}/${database}`

const databaseUrl = () => process.env.DATABASE_URL ?? embeddedUrl('shoreline_e2e')

/** The embedded server's e2e database itself, for a server a spec starts on its own. */
export const embeddedE2eDatabaseUrl = () => embeddedUrl('shoreline_e2e')

/**
 * A statement on the embedded server's maintenance database, for tests that close the site's
 * own to connections (only the embedded server: a DATABASE_URL's server is not ours to alter).
 */
export const asServerAdmin = async (sql: string): Promise<void> => {
  const client = new pg.Client({ connectionString: embeddedUrl('postgres') })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

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

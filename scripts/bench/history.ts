/**
 * The History bench (issue 35): every bench sermon gets 10 versions (written straight into
 * Payload's version table, as ten saves would leave it), then the dashboard's two reads under load:
 * one sermon's history (GET /api/admin/sermons/:id/versions, a different sermon each request) and
 * the Sermons tab's list (GET /api/admin/sermons?limit=100), which reads the version table for
 * each row's publishing state.
 */
import pg from 'pg'

import { logIn } from './bulk-events'
import { load, type LoadResult } from './load'

export const VERSIONS_PER_SERMON = 10

/**
 * Ten versions for each sermon that has fewer: nine drafts with the title changed, then the
 * published one (latest). Every column of the row is copied to its `version_` column, so a
 * version reads as a whole snapshot. A rerun finds them there and adds none.
 */
export const addBenchVersions = async (databaseUrl: string): Promise<number> => {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ column_name: string }>(
      `SELECT s.column_name FROM information_schema.columns s
       JOIN information_schema.columns v
         ON v.table_name = '_sermons_v' AND v.column_name = 'version_' || s.column_name
       WHERE s.table_name = 'sermons' AND s.table_schema = 'public' AND v.table_schema = 'public'`,
    )
    const copied = rows
      .map((row) => row.column_name)
      .filter((name) => !['title', '_status'].includes(name))
    const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`
    const { rowCount } = await client.query(
      `INSERT INTO _sermons_v (parent_id, ${copied.map((name) => quoted(`version_${name}`)).join(', ')},
         version_title, version__status, created_at, updated_at, latest)
       SELECT s.id, ${copied.map((name) => `s.${quoted(name)}`).join(', ')},
         CASE WHEN n < $1 THEN s.title || ' (draft ' || n || ')' ELSE s.title END,
         (CASE WHEN n < $1 THEN 'draft' ELSE 'published' END)::enum__sermons_v_version_status,
         now() - make_interval(hours => $1 - n), now() - make_interval(hours => $1 - n), n = $1
       FROM sermons s CROSS JOIN generate_series(1, $1) AS n
       WHERE (SELECT count(*) FROM _sermons_v v WHERE v.parent_id = s.id) < $1`,
      [VERSIONS_PER_SERMON],
    )
    // Older versions are no longer the latest where a sermon had some before.
    await client.query(
      `UPDATE _sermons_v v SET latest = false
       WHERE latest AND EXISTS (SELECT 1 FROM _sermons_v w
         WHERE w.parent_id = v.parent_id AND w.latest AND w.created_at > v.created_at)`,
    )
    await client.query('ANALYZE _sermons_v')
    return rowCount ?? 0
  } finally {
    await client.end()
  }
}

const sermonIds = async (databaseUrl: string) => {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ id: number }>(
      'SELECT id FROM sermons WHERE deleted_at IS NULL ORDER BY id',
    )
    return rows.map((row) => row.id)
  } finally {
    await client.end()
  }
}

export const benchHistory = async (
  base: string,
  origin: string,
  databaseUrl: string,
  { connections, seconds }: { connections: number; seconds: number },
): Promise<LoadResult[]> => {
  const cookie = await logIn(base, origin)
  // As the dashboard's own fetch: Payload honours the session cookie only on a same-site request.
  const headers = { cookie, 'sec-fetch-site': 'same-origin' }
  const ids = await sermonIds(databaseUrl)
  let next = 0
  const historyPath = () => `/api/admin/sermons/${ids[(next++ * 7919) % ids.length]}/versions`
  const scenarios = [
    { name: 'GET /api/admin/sermons/:id/versions (10 each)', pathFor: historyPath },
    { name: 'GET /api/admin/sermons?limit=100', pathFor: () => '/api/admin/sermons?limit=100' },
  ]
  const results: LoadResult[] = []
  for (const { name, pathFor } of scenarios) {
    // A refused session would time only the 401: check one answer first.
    const probe = await fetch(`${base}${pathFor()}`, { headers })
    if (!probe.ok) throw new Error(`${name}: ${probe.status} ${await probe.text()}`)
    const options = { connections, pathFor, headers }
    await load(name, `${base}${pathFor()}`, { ...options, seconds: 2 }) // warm-up
    results.push(await load(name, `${base}${pathFor()}`, { ...options, seconds }))
  }
  return results
}

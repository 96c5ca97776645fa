import { parseScripture, type ScriptureRef } from '@/lib/scripture/parse'
import type { SermonFilter } from '@/lib/schemas/sermons'
import { rowsOf, sql, type SqlRunner } from '@/server/db/sql'
import { visibleToVisitors } from '@/server/publishing/visible-sql'

/** At most this many words of a search become full-text terms (each one is ANDed). */
const MAX_TERMS = 8

/**
 * "storm at sea" → "storm:* & at:* & sea:*": every word, as a prefix (so a half-typed word
 * matches), with English stemming and stop words applied by to_tsquery. Words are split on
 * anything that is not a letter or digit, so no tsquery syntax from the visitor survives.
 * One-letter pieces ("widow's" → "s") would match nearly everything and are dropped.
 */
export const fullTextQuery = (search: string): string =>
  search
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 1)
    .slice(0, MAX_TERMS)
    .map((word) => `${word}:*`)
    .join(' & ')

/** LIKE treats % and _ as wildcards; a visitor's "100%" means the characters. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`

const passageMatch = (refs: ScriptureRef[]) =>
  sql`s.id IN (SELECT r.sermon_id FROM sermon_scripture_refs r WHERE ${sql.join(
    refs.map(
      (ref) =>
        sql`(r.book = ${ref.book} AND r.start_pos <= ${ref.end} AND r.end_pos >= ${ref.start})`,
    ),
    sql` OR `,
  )})`

type Search = { match: ReturnType<typeof sql>; rank?: ReturnType<typeof sql> }

/** Where a sermon's searched text is read from: its row, or its pending draft's version row. */
type SearchedText = {
  title: ReturnType<typeof sql>
  speaker: ReturnType<typeof sql>
  scripture: ReturnType<typeof sql>
  vector: ReturnType<typeof sql>
}

/** The row (what is published, or a draft never published): its stored, indexed vector. */
const ROW_TEXT: SearchedText = {
  title: sql`s.title`,
  speaker: sql`s.speaker`,
  scripture: sql`s.scripture`,
  vector: sql`s.search_vector`,
}

/**
 * A pending draft (`d`, its latest version in _sermons_v): the same vector as the row's, stored on
 * the version table for pending drafts only (migration sermon_draft_search).
 */
const DRAFT_TEXT: SearchedText = {
  title: sql`d.version_title`,
  speaker: sql`d.version_speaker`,
  scripture: sql`d.version_scripture`,
  vector: sql`d.search_vector`,
}

/**
 * What a search text matches and how it ranks:
 * - a Bible reference ("Romans 8", "1 Cor 13:4") matches exactly the sermons whose stored
 *   passages (scripture field and 'Scriptures Referenced:' block) overlap it, newest first. Its
 *   words are not also matched as text: "Matt 6" in text would find "Matthew 5:1-12, Isaiah 61";
 * - other text matches the full-text vector (title A > speaker, series B > scripture C >
 *   description D, so a title match outranks a description match), ranked by ts_rank;
 * - and, ranked after those, the text as a substring of title, speaker or scripture (the search box
 *   says "title, speaker, or scripture", docs/requirements/public-pages.md; half-typed words and
 *   fragments such as "Leviath" still match). Descriptions are matched by words only: a substring
 *   scan of every description costs more than the rest of the query together
 *   (docs/sermon-archive.md).
 * - A title that holds the whole text as typed ranks above every other match: "Advent 1" puts
 *   "Advent 1" before the newer "Advent 2", which its words alone cannot tell apart (one-letter
 *   and one-digit words are not full-text terms).
 */
const searchClause = (search: string, text: SearchedText = ROW_TEXT): Search => {
  const refs = parseScripture(search)
  if (refs) return { match: passageMatch(refs) }
  const terms = fullTextQuery(search)
  const like = likePattern(search)
  const substring = sql`(${text.title} ILIKE ${like} OR ${text.speaker} ILIKE ${like} OR ${text.scripture} ILIKE ${like})`
  if (!terms) return { match: substring }
  const tsquery = sql`to_tsquery('english'::regconfig, ${terms})`
  return {
    match: sql`(${text.vector} @@ ${tsquery} OR ${substring})`,
    rank: sql`(${text.title} ILIKE ${like})::int + ts_rank(${text.vector}, ${tsquery})`,
  }
}

/**
 * A sermon list query: any of the list's filters (docs/requirements/public-pages.md), a page size
 * and a page.
 */
export type SermonQuery = Partial<Omit<SermonFilter, 'limit' | 'page'>> & {
  limit: number
  page?: number
}

/**
 * Visitors search the archive as published; staff search it with its drafts, each sermon as last
 * saved (their list, docs/publishing.md).
 */
export type SearchAudience = 'visitors' | 'staff'

const filterClauses = (filter: SermonQuery, audience: SearchAudience) => {
  // Neither the trash (docs/trash.md) nor, for visitors, drafts (docs/publishing.md) are listed.
  const clauses = [audience === 'staff' ? sql`s.deleted_at IS NULL` : visibleToVisitors('s')]
  if (filter.speaker) clauses.push(sql`s.speaker = ${filter.speaker}`)
  if (filter.series) clauses.push(sql`s.series = ${filter.series}`)
  if (filter.startDate) clauses.push(sql`s.date >= ${filter.startDate}`)
  if (filter.endDate) clauses.push(sql`s.date <= ${filter.endDate}`)
  return clauses
}

export type SermonIdPage = { ids: number[]; total: number }

/**
 * A pending draft `d`: the sermon's latest version is a draft (docs/publishing.md). Its
 * search_vector is set for exactly those (migration sermon_draft_search), and this is the predicate
 * of the partial index _sermons_v_draft_vector_idx (migration sermon_draft_search_index), which
 * the planner sizes right: asked for "latest AND version__status = 'draft'" it guessed nine
 * times too many and read every sermon's latest version instead.
 */
const PENDING_DRAFT = sql`d.search_vector IS NOT NULL`

/**
 * Staff search each sermon as last saved, as their list shows it (docs/publishing.md): a sermon
 * with a pending draft by the draft's text only, any other by its row's. Two arms, so the rows
 * keep their indexed vector and only the pending drafts are read from the version table. Each
 * arm gives the id, the row's date (the list's order) and the rank.
 *
 * The pending drafts are read once (`pending`, by the partial index) and serve both arms: the
 * rows' arm leaves out their sermons, the drafts' arm matches their text. Read as a materialized
 * CTE, the query also runs in one process: joined into each arm, the planner split the arms over
 * parallel workers, which on the two shared cores it runs on took two to four times longer
 * (docs/publishing.md, measurements).
 */
const staffMatches = (search: string, filters: ReturnType<typeof sql>[]) => {
  const row = searchClause(search)
  const draft = searchClause(search, DRAFT_TEXT)
  return sql`WITH pending AS MATERIALIZED (
      SELECT d.parent_id, d.version_title, d.version_speaker, d.version_scripture, d.search_vector
      FROM _sermons_v d WHERE ${PENDING_DRAFT})
    SELECT s.id, s.date, ${row.rank ?? sql`0`} AS rank FROM sermons s
      WHERE ${sql.join([...filters, row.match], sql` AND `)}
        AND NOT EXISTS (SELECT 1 FROM pending d WHERE d.parent_id = s.id)
    UNION ALL
    SELECT s.id, s.date, ${draft.rank ?? sql`0`} FROM pending d JOIN sermons s ON s.id = d.parent_id
      WHERE ${sql.join([...filters, draft.match], sql` AND `)}`
}

const pageOf = async (
  db: SqlRunner,
  page: ReturnType<typeof sql>,
  count: ReturnType<typeof sql>,
): Promise<SermonIdPage> => {
  const [rows, [{ count: total }]] = [
    await rowsOf<{ id: number }>(db, page),
    await rowsOf<{ count: string }>(db, count),
  ]
  return { ids: rows.map((row) => Number(row.id)), total: Number(total) }
}

/**
 * One page of the sermons matching the filter: ids in order (most relevant first when searching,
 * otherwise newest first) and how many match in all. Two indexed queries: the page, the count.
 */
export const searchSermonIds = async (
  db: SqlRunner,
  filter: SermonQuery,
  audience: SearchAudience = 'visitors',
): Promise<SermonIdPage> => {
  const clauses = filterClauses(filter, audience)
  const offset = ((filter.page ?? 1) - 1) * filter.limit
  if (audience === 'staff' && filter.search) {
    const matches = staffMatches(filter.search, clauses)
    return pageOf(
      db,
      sql`SELECT m.id FROM (${matches}) m
          ORDER BY m.rank DESC, m.date DESC, m.id DESC LIMIT ${filter.limit} OFFSET ${offset}`,
      sql`SELECT count(*) AS count FROM (${matches}) m`,
    )
  }
  const search = filter.search ? searchClause(filter.search) : null
  if (search) clauses.push(search.match)
  const where = sql.join(clauses, sql` AND `)
  const order = search?.rank
    ? sql`${search.rank} DESC, s.date DESC, s.id DESC`
    : sql`s.date DESC, s.id DESC`
  return pageOf(
    db,
    sql`SELECT s.id FROM sermons s WHERE ${where} ORDER BY ${order} LIMIT ${filter.limit} OFFSET ${offset}`,
    sql`SELECT count(*) AS count FROM sermons s WHERE ${where}`,
  )
}

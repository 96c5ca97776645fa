import { parseDescription } from '@/lib/content/description'
import { findScriptureReferences, parseScripture, type ScriptureRef } from '@/lib/scripture/parse'
import { sql, type SqlRunner } from '@/server/db/sql'

/** A sermon cites a handful of passages; a pasted essay must not become thousands of rows. */
const MAX_REFS_PER_SERMON = 60

type SermonText = { scripture?: string | null; description?: string | null }

const inText = (text: string) => findScriptureReferences(text).flatMap((found) => found.refs)

/**
 * The passages a sermon is about: its scripture field (read strictly, or the references found
 * in it when it says more, e.g. "Mark 16:1-8 (NRSV)") and its 'Scriptures Referenced:' block.
 */
export const sermonScriptureRefs = ({ scripture, description }: SermonText): ScriptureRef[] => {
  const refs = [
    ...(scripture ? (parseScripture(scripture) ?? inText(scripture)) : []),
    ...inText(parseDescription(description).scriptureReferences ?? ''),
  ]
  const seen = new Set<string>()
  return refs
    .filter((ref) => {
      const key = `${ref.book}:${ref.start}:${ref.end}`
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
    .slice(0, MAX_REFS_PER_SERMON)
}

const insertRefs = async (db: SqlRunner, rows: ReturnType<typeof sql>[]) => {
  if (!rows.length) return
  await db.execute(
    sql`INSERT INTO sermon_scripture_refs (sermon_id, book, start_pos, end_pos) VALUES ${sql.join(rows, sql`, `)}`,
  )
}

const refRows = (sermonId: number, sermon: SermonText) =>
  sermonScriptureRefs(sermon).map(
    (ref) => sql`(${sermonId}, ${ref.book}, ${ref.start}, ${ref.end})`,
  )

/** Replaces a sermon's stored references (sermon_scripture_refs, see the migration). */
export const storeSermonRefs = async (db: SqlRunner, sermonId: number, sermon: SermonText) => {
  await db.execute(sql`DELETE FROM sermon_scripture_refs WHERE sermon_id = ${sermonId}`)
  await insertRefs(db, refRows(sermonId, sermon))
}

/**
 * Fills the references of every sermon that has none yet: after the migration that adds the
 * table, and after rows were written with plain SQL (the bench's scaled data). Batched by id;
 * a sermon that cites nothing is read again by the next backfill, which is cheap.
 */
export const backfillSermonRefs = async (db: SqlRunner, batch = 500): Promise<number> => {
  let after = 0
  let filled = 0
  for (;;) {
    const { rows } = await db.execute(sql`
      SELECT s.id, s.scripture, s.description FROM sermons s
      WHERE s.id > ${after}
        AND NOT EXISTS (SELECT 1 FROM sermon_scripture_refs r WHERE r.sermon_id = s.id)
      ORDER BY s.id LIMIT ${batch}`)
    const sermons = rows as { id: number; scripture: string | null; description: string | null }[]
    if (!sermons.length) return filled
    await insertRefs(
      db,
      sermons.flatMap((sermon) => refRows(sermon.id, sermon)),
    )
    filled += sermons.length
    after = sermons[sermons.length - 1].id
  }
}

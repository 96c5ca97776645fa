/**
 * Scales the bench database to the issue's size: 10,000 sermons and 2,000 events, inserted in
 * batches with plain SQL (through Payload it would take minutes and measure nothing useful).
 * Idempotent: tops up to the target counts.
 */
import pg from 'pg'

export const TARGET_SERMONS = 10_000
export const TARGET_EVENTS = 2_000

const WORDS = [
  'grace',
  'harbour',
  'storm',
  'mercy',
  'light',
  'tide',
  'shepherd',
  'bread',
  'hope',
  'covenant',
  'wilderness',
  'kingdom',
  'peace',
  'lighthouse',
  'nets',
  'vineyard',
  'healing',
  'promise',
  'faith',
  'sabbath',
]
export const BENCH_SPEAKERS = [
  'The Rev. Anne Coates',
  'The Rev. Peter Lyle',
  'Deacon Ruth Amari',
  'Canon James Hollis',
  'Dr. Miriam Cole',
  'Fr. Luis Ortega',
  'The Rev. Grace Tan',
  'Thomas Reyes',
]
const SCRIPTURES = [
  'Mark 4:35-41',
  'Psalm 23',
  'John 21:1-14',
  'Romans 8:28-39',
  'Luke 15:11-32',
  'Isaiah 43:1-7',
  'Matthew 5:1-12',
  'Genesis 1:1-5',
  'Jonah 1:1-17',
  'Acts 2:1-21',
]

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length]

const isoDaysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10)

const sermonRow = (i: number) => {
  const a = pick(WORDS, i * 7)
  const b = pick(WORDS, i * 13 + 3)
  return [
    `The ${a} and the ${b} (${i})`,
    pick(BENCH_SPEAKERS, i),
    pick(SCRIPTURES, i * 3),
    `Series ${1 + (i % 40)}`,
    isoDaysAgo(i % 11_000),
    '38:12',
    `https://www.youtube.com/watch?v=${String(i).padStart(11, 'x')}`,
    `A sermon on ${a} and ${b}, preached at the harbour church.\n\n`.repeat(4) +
      `Scriptures Referenced:\n${pick(SCRIPTURES, i)}`,
  ]
}

const eventRow = (i: number) => [
  `${pick(WORDS, i * 5)} gathering ${i}`,
  `An event about ${pick(WORDS, i)} for the whole parish.`,
  isoDaysAgo(1000 - (i % 1400)),
  '18:00',
  '19:30',
  'Parish Hall',
]

const insertBatches = async (
  client: pg.Client,
  table: string,
  columns: string[],
  from: number,
  to: number,
  row: (i: number) => unknown[],
) => {
  for (let start = from; start < to; start += 500) {
    const values: unknown[] = []
    const tuples: string[] = []
    for (let i = start; i < Math.min(start + 500, to); i += 1) {
      const offset = values.length
      tuples.push(`(${columns.map((_, c) => `$${offset + c + 1}`).join(', ')})`)
      values.push(...row(i))
    }
    await client.query(
      `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES ${tuples.join(', ')}`,
      values,
    )
  }
}

export const scaleData = async (databaseUrl: string) => {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const count = async (table: string) =>
      Number((await client.query(`SELECT count(*) FROM "${table}"`)).rows[0].count)
    const sermons = await count('sermons')
    await insertBatches(
      client,
      'sermons',
      ['title', 'speaker', 'scripture', 'series', 'date', 'duration', 'youtube_url', 'description'],
      sermons,
      TARGET_SERMONS,
      sermonRow,
    )
    const events = await count('events')
    await insertBatches(
      client,
      'events',
      ['title', 'description', 'date', 'start_time', 'end_time', 'location'],
      events,
      TARGET_EVENTS,
      eventRow,
    )
    await client.query('ANALYZE sermons; ANALYZE events')
    return { sermons: await count('sermons'), events: await count('events') }
  } finally {
    await client.end()
  }
}

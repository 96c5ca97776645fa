/**
 * The 66 books of the Protestant canon in order (the number is the book's position), with the
 * chapter count in English Bibles and the names people write: the full name, the SBL Handbook
 * abbreviation first among the short forms, then other common short forms.
 *
 * Numbered books ("1 Corinthians") list their names without the number; the parser accepts the
 * number as 1/2/3, I/II/III, First/Second/Third or 1st/2nd/3rd, with or without a space.
 */
export type Book = {
  number: number
  name: string
  chapters: number
  /** 1, 2 or 3 for "1 Samuel" and the like. */
  ordinal?: 1 | 2 | 3
  /** Lower-case names without the ordinal; words separated by one space. */
  names: readonly string[]
}

type Row = [name: string, chapters: number, names: string[], ordinal?: 1 | 2 | 3]

const ROWS: Row[] = [
  ['Genesis', 50, ['gen', 'gn', 'ge']],
  ['Exodus', 40, ['exod', 'exo', 'ex']],
  ['Leviticus', 27, ['lev', 'lv', 'le']],
  ['Numbers', 36, ['num', 'numb', 'nm', 'nu']],
  ['Deuteronomy', 34, ['deut', 'dt', 'deu']],
  ['Joshua', 24, ['josh', 'jos']],
  ['Judges', 21, ['judg', 'jdg', 'jg']],
  ['Ruth', 4, ['rth', 'ru']],
  ['Samuel', 31, ['sam', 'sa', 'sm'], 1],
  ['Samuel', 24, ['sam', 'sa', 'sm'], 2],
  ['Kings', 22, ['kgs', 'kings', 'kg', 'ki'], 1],
  ['Kings', 25, ['kgs', 'kings', 'kg', 'ki'], 2],
  ['Chronicles', 29, ['chr', 'chron', 'ch'], 1],
  ['Chronicles', 36, ['chr', 'chron', 'ch'], 2],
  ['Ezra', 10, ['ezr']],
  ['Nehemiah', 13, ['neh', 'ne']],
  ['Esther', 10, ['esth', 'est', 'es']],
  ['Job', 42, ['jb']],
  ['Psalms', 150, ['ps', 'pss', 'psalm', 'psa', 'psm']],
  ['Proverbs', 31, ['prov', 'pro', 'prv', 'pr']],
  ['Ecclesiastes', 12, ['eccl', 'eccles', 'ecc', 'qoh', 'qoheleth']],
  ['Song of Songs', 8, ['song', 'song of solomon', 'canticles', 'cant', 'sos', 'sg']],
  ['Isaiah', 66, ['isa', 'is']],
  ['Jeremiah', 52, ['jer', 'jr']],
  ['Lamentations', 5, ['lam', 'la']],
  ['Ezekiel', 48, ['ezek', 'ezk', 'eze']],
  ['Daniel', 12, ['dan', 'dn', 'da']],
  ['Hosea', 14, ['hos', 'ho']],
  ['Joel', 3, ['jl']],
  ['Amos', 9, ['am']],
  ['Obadiah', 1, ['obad', 'ob']],
  ['Jonah', 4, ['jon', 'jnh']],
  ['Micah', 7, ['mic', 'mi']],
  ['Nahum', 3, ['nah', 'na']],
  ['Habakkuk', 3, ['hab', 'hb']],
  ['Zephaniah', 3, ['zeph', 'zep', 'zp']],
  ['Haggai', 2, ['hag', 'hg']],
  ['Zechariah', 14, ['zech', 'zec', 'zc']],
  ['Malachi', 4, ['mal', 'ml']],
  ['Matthew', 28, ['matt', 'mt', 'mat']],
  ['Mark', 16, ['mk', 'mrk', 'mar']],
  ['Luke', 24, ['lk', 'luk']],
  ['John', 21, ['jn', 'jhn', 'joh']],
  ['Acts', 28, ['ac', 'act', 'acts of the apostles']],
  ['Romans', 16, ['rom', 'ro', 'rm']],
  ['Corinthians', 16, ['cor', 'co'], 1],
  ['Corinthians', 13, ['cor', 'co'], 2],
  ['Galatians', 6, ['gal', 'ga']],
  ['Ephesians', 6, ['eph', 'ephes']],
  ['Philippians', 4, ['phil', 'php', 'pp']],
  ['Colossians', 4, ['col']],
  ['Thessalonians', 5, ['thess', 'thes', 'th'], 1],
  ['Thessalonians', 3, ['thess', 'thes', 'th'], 2],
  ['Timothy', 6, ['tim', 'ti', 'tm'], 1],
  ['Timothy', 4, ['tim', 'ti', 'tm'], 2],
  ['Titus', 3, ['tit']],
  ['Philemon', 1, ['phlm', 'philem', 'phm']],
  ['Hebrews', 13, ['heb']],
  ['James', 5, ['jas', 'jm']],
  ['Peter', 5, ['pet', 'pt', 'pe'], 1],
  ['Peter', 3, ['pet', 'pt', 'pe'], 2],
  ['John', 5, ['jn', 'jhn', 'joh'], 1],
  ['John', 1, ['jn', 'jhn', 'joh'], 2],
  ['John', 1, ['jn', 'jhn', 'joh'], 3],
  ['Jude', 1, ['jud', 'jd']],
  ['Revelation', 22, ['rev', 're', 'revelations', 'apocalypse']],
]

export const BOOKS: readonly Book[] = ROWS.map(([name, chapters, short, ordinal], index) => ({
  number: index + 1,
  name: ordinal ? `${ordinal} ${name}` : name,
  chapters,
  ordinal,
  names: [name.toLowerCase(), ...short],
}))

/** "1|corinthians" → 1 Corinthians; "|romans" → Romans. Built once; a lookup is one Map.get. */
const BY_KEY = new Map<string, Book>()
for (const book of BOOKS) {
  for (const name of book.names) BY_KEY.set(`${book.ordinal ?? ''}|${name}`, book)
}

export const findBook = (ordinal: number | undefined, name: string): Book | undefined =>
  BY_KEY.get(`${ordinal ?? ''}|${name}`)

/** The longest book name in words ("acts of the apostles"), so a lookup tries a bounded span. */
export const MAX_NAME_WORDS = Math.max(
  ...BOOKS.flatMap((book) => book.names.map((name) => name.split(' ').length)),
)

import { describe, expect, it } from 'vitest'

import {
  findBibleReference,
  findScriptureReferences,
  parseScripture,
  type ScriptureRef,
} from '@/lib/scripture/parse'

/**
 * The 66 books as the SBL Handbook of Style names and abbreviates them, written out here (not
 * taken from the parser's table) so that a wrong or missing book in the parser fails.
 */
const SBL: [full: string, sbl: string][] = [
  ['Genesis', 'Gen'],
  ['Exodus', 'Exod'],
  ['Leviticus', 'Lev'],
  ['Numbers', 'Num'],
  ['Deuteronomy', 'Deut'],
  ['Joshua', 'Josh'],
  ['Judges', 'Judg'],
  ['Ruth', 'Ruth'],
  ['1 Samuel', '1 Sam'],
  ['2 Samuel', '2 Sam'],
  ['1 Kings', '1 Kgs'],
  ['2 Kings', '2 Kgs'],
  ['1 Chronicles', '1 Chr'],
  ['2 Chronicles', '2 Chr'],
  ['Ezra', 'Ezra'],
  ['Nehemiah', 'Neh'],
  ['Esther', 'Esth'],
  ['Job', 'Job'],
  ['Psalms', 'Ps'],
  ['Proverbs', 'Prov'],
  ['Ecclesiastes', 'Eccl'],
  ['Song of Songs', 'Song'],
  ['Isaiah', 'Isa'],
  ['Jeremiah', 'Jer'],
  ['Lamentations', 'Lam'],
  ['Ezekiel', 'Ezek'],
  ['Daniel', 'Dan'],
  ['Hosea', 'Hos'],
  ['Joel', 'Joel'],
  ['Amos', 'Amos'],
  ['Obadiah', 'Obad'],
  ['Jonah', 'Jonah'],
  ['Micah', 'Mic'],
  ['Nahum', 'Nah'],
  ['Habakkuk', 'Hab'],
  ['Zephaniah', 'Zeph'],
  ['Haggai', 'Hag'],
  ['Zechariah', 'Zech'],
  ['Malachi', 'Mal'],
  ['Matthew', 'Matt'],
  ['Mark', 'Mark'],
  ['Luke', 'Luke'],
  ['John', 'John'],
  ['Acts', 'Acts'],
  ['Romans', 'Rom'],
  ['1 Corinthians', '1 Cor'],
  ['2 Corinthians', '2 Cor'],
  ['Galatians', 'Gal'],
  ['Ephesians', 'Eph'],
  ['Philippians', 'Phil'],
  ['Colossians', 'Col'],
  ['1 Thessalonians', '1 Thess'],
  ['2 Thessalonians', '2 Thess'],
  ['1 Timothy', '1 Tim'],
  ['2 Timothy', '2 Tim'],
  ['Titus', 'Titus'],
  ['Philemon', 'Phlm'],
  ['Hebrews', 'Heb'],
  ['James', 'Jas'],
  ['1 Peter', '1 Pet'],
  ['2 Peter', '2 Pet'],
  ['1 John', '1 John'],
  ['2 John', '2 John'],
  ['3 John', '3 John'],
  ['Jude', 'Jude'],
  ['Revelation', 'Rev'],
]
const ONE_CHAPTER = new Set(['Obadiah', 'Philemon', '2 John', '3 John', 'Jude'])

/**
 * A stored reference as people read it ("Romans 8:1-11", "Psalms 23", "John 3:16-4:2"), named
 * from the table above. Positions are chapter * 1000 + verse; a whole chapter runs 0 to 999.
 */
const canonical = ({ book, start, end }: ScriptureRef): string => {
  const name = SBL[book - 1][0]
  const [fromChapter, fromVerse] = [Math.floor(start / 1000), start % 1000]
  const [toChapter, toVerse] = [Math.floor(end / 1000), end % 1000]
  if (fromVerse === 0 && toVerse === 999) {
    return fromChapter === toChapter
      ? `${name} ${fromChapter}`
      : `${name} ${fromChapter}-${toChapter}`
  }
  const from = `${name} ${fromChapter}:${Math.max(fromVerse, 1)}`
  if (fromChapter !== toChapter) return `${from}-${toChapter}:${toVerse}`
  return fromVerse === toVerse ? from : `${from}-${toVerse}`
}

/** What a written reference reads as, in the canonical form (or null when it is not one). */
const read = (text: string) => parseScripture(text)?.map(canonical) ?? null

describe('parseScripture: every book by full name and SBL abbreviation', () => {
  it('knows 66 books', () => expect(SBL).toHaveLength(66))

  it.each(
    SBL.flatMap(([full, sbl]) => [
      [`${full} 1:1`, full],
      [`${sbl} 1:1`, full],
    ]),
  )('reads %s as %s 1:1', (written, full) => {
    expect(read(written)).toEqual([`${full} 1:1`])
  })

  it.each(SBL.filter(([full]) => !ONE_CHAPTER.has(full)).map(([full, sbl]) => [`${sbl}. 1`, full]))(
    'reads the abbreviation with a full stop, chapter only: %s',
    (written, full) => {
      expect(read(written)).toEqual([`${full} 1`])
    },
  )
})

describe('parseScripture: written forms', () => {
  it.each([
    // numbered books, every way they are written
    ['1 Corinthians 13', '1 Corinthians 13'],
    ['1Cor 13', '1 Corinthians 13'],
    ['1 Cor 13:4-7', '1 Corinthians 13:4-7'],
    ['I Corinthians 13:4-7', '1 Corinthians 13:4-7'],
    ['First Corinthians 13', '1 Corinthians 13'],
    ['1st Corinthians 13', '1 Corinthians 13'],
    ['II Cor 5:17', '2 Corinthians 5:17'],
    ['2nd Timothy 3:16', '2 Timothy 3:16'],
    ['III John 4', '3 John 1:4'],
    ['1 Jn 4:8', '1 John 4:8'],
    ['1 Sam 17', '1 Samuel 17'],
    ['2 Kings 2:11', '2 Kings 2:11'],
    ['1 Thess 4:13-18', '1 Thessalonians 4:13-18'],
    // other short forms
    ['Ps 23', 'Psalms 23'],
    ['Psalm 23', 'Psalms 23'],
    ['Pss 120-134', 'Psalms 120-134'],
    ['Psalms 46:1\u201311', 'Psalms 46:1-11'],
    ['Mt 5:1-12', 'Matthew 5:1-12'],
    ['Mk 4:35-41', 'Mark 4:35-41'],
    ['Lk 15:11-32', 'Luke 15:11-32'],
    ['Jn 3:16', 'John 3:16'],
    ['Song of Solomon 2:8', 'Song of Songs 2:8'],
    ['Song of Songs 8:6-7', 'Song of Songs 8:6-7'],
    ['Qoh 3:1-8', 'Ecclesiastes 3:1-8'],
    ['Rom. 8:28-39', 'Romans 8:28-39'],
    ['romans 8', 'Romans 8'],
    ['ROMANS 8:1', 'Romans 8:1'],
    ['Revelation 21:1-4', 'Revelation 21:1-4'],
    ['Rev 22', 'Revelation 22'],
    ['Acts of the Apostles 2:1-21', 'Acts 2:1-21'],
    ['Phil 2:5-11', 'Philippians 2:5-11'],
    ['Philem 4-7', 'Philemon 1:4-7'],
    ['Jude 3', 'Jude 1:3'],
    ['Obad 1:15', 'Obadiah 1:15'],
    ['John 3.16', 'John 3:16'],
    ['John3:16', 'John 3:16'],
    ['  John 3:16  ', 'John 3:16'],
    ['John 3:16.', 'John 3:16'],
    // chapter-only and chapter ranges
    ['Romans 8', 'Romans 8'],
    ['Genesis 1-2', 'Genesis 1-2'],
    ['Psalm 119', 'Psalms 119'],
    // cross-chapter ranges
    ['John 3:16-4:2', 'John 3:16-4:2'],
    ['Gen 1:1-2:3', 'Genesis 1:1-2:3'],
    ['Isaiah 52:13\u201353:12', 'Isaiah 52:13-53:12'],
    ['Matt 5-7:29', 'Matthew 5:1-7:29'],
  ])('reads %s as %s', (written, expected) => {
    expect(read(written)).toEqual([expected])
  })

  it.each([
    ['Rom 8:1-11; 12:1-2', ['Romans 8:1-11', 'Romans 12:1-2']],
    ['John 3:16, 18', ['John 3:16', 'John 3:18']],
    ['John 3:16-18, 4:1', ['John 3:16-18', 'John 4:1']],
    ['Ps 23; 24', ['Psalms 23', 'Psalms 24']],
    ['Mark 16:1-8; Matt 28:1-10', ['Mark 16:1-8', 'Matthew 28:1-10']],
    ['Isa 40:1-5, Mal 3:1', ['Isaiah 40:1-5', 'Malachi 3:1']],
    ['1 Cor 13; 2 Cor 5:17', ['1 Corinthians 13', '2 Corinthians 5:17']],
    ['Gen 1:1-5; Jn 1:1-5;', ['Genesis 1:1-5', 'John 1:1-5']],
  ])('reads the list %s', (written, expected) => {
    expect(read(written)).toEqual(expected)
  })

  it('stores positions as chapter * 1000 + verse, whole chapters from 0 to 999', () => {
    expect(parseScripture('Rom 8:1-11; 12')).toEqual([
      { book: 45, start: 8001, end: 8011 },
      { book: 45, start: 12000, end: 12999 },
    ])
    expect(parseScripture('John 3:16-4:2')).toEqual([{ book: 43, start: 3016, end: 4002 }])
  })
})

describe('parseScripture: nonsense is not a reference', () => {
  it.each([
    '',
    '   ',
    'grace',
    'storm at sea',
    'Romans',
    'Romans eight',
    'Hezekiah 3:1',
    'Book of Mormon 1:1',
    '4 Kings 1:1',
    '3 Corinthians 1:1',
    'Jude 2:1',
    'Romans 17',
    'Psalm 151',
    'John 0:1',
    'John 3:0',
    'John 3:200',
    'John 3:16-2',
    'John 4-3',
    'John 3:16-',
    'John 3:',
    '3:16',
    'John 3:16 is the gospel',
    'John 3:16 & more',
    'Romans 8 grace',
    'John 99999999999999999999',
    '1 2 3',
    ':-;,.',
  ])('rejects %j', (written) => {
    expect(parseScripture(written)).toBeNull()
  })

  it('reads a long hostile string in linear time', () => {
    const hostile = `${'1 '.repeat(50_000)}Cor`
    const started = performance.now()
    expect(parseScripture(hostile)).toBeNull()
    expect(findScriptureReferences(`${'Song of '.repeat(20_000)}x`)).toEqual([])
    // Generous: a quadratic reader would take minutes on these.
    expect(performance.now() - started).toBeLessThan(2_000)
  })
})

describe('findScriptureReferences in running text', () => {
  it('finds each reference with its written text', () => {
    const found = findScriptureReferences(
      'Scriptures Referenced:\nMark 16:1-8\nMark 14:27-28\nMatthew 28:1-10, and Ps 23',
    )
    expect(found.map((item) => item.text)).toEqual([
      'Mark 16:1-8',
      'Mark 14:27-28',
      'Matthew 28:1-10',
      'Ps 23',
    ])
  })

  it('needs a capitalised book, and no ambiguous two-letter form', () => {
    expect(findBibleReference('mark 5 items as done')).toBeUndefined()
    expect(findBibleReference('Is 5 enough? Am 3 late?')).toBeUndefined()
    expect(findBibleReference('Rev. Sarah Collins')).toBeUndefined()
    expect(findBibleReference('Reading from Jn 3:16 today')).toBe('Jn 3:16')
    expect(findBibleReference('Reading from John 3:16 today')).toBe('John 3:16')
  })
})

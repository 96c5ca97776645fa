/** The books of the Bible as sermon titles and descriptions name them (with common short forms). */
const BOOKS = [
  'Genesis',
  'Gen',
  'Exodus',
  'Exod',
  'Leviticus',
  'Lev',
  'Numbers',
  'Deuteronomy',
  'Deut',
  'Joshua',
  'Judges',
  'Ruth',
  'Samuel',
  'Sam',
  'Kings',
  'Chronicles',
  'Chron',
  'Ezra',
  'Nehemiah',
  'Esther',
  'Job',
  'Psalms',
  'Psalm',
  'Ps',
  'Proverbs',
  'Prov',
  'Ecclesiastes',
  'Eccl',
  'Song of Songs',
  'Song of Solomon',
  'Isaiah',
  'Isa',
  'Jeremiah',
  'Jer',
  'Lamentations',
  'Ezekiel',
  'Ezek',
  'Daniel',
  'Dan',
  'Hosea',
  'Joel',
  'Amos',
  'Obadiah',
  'Jonah',
  'Micah',
  'Nahum',
  'Habakkuk',
  'Zephaniah',
  'Haggai',
  'Zechariah',
  'Zech',
  'Malachi',
  'Matthew',
  'Matt',
  'Mark',
  'Luke',
  'John',
  'Acts',
  'Romans',
  'Rom',
  'Corinthians',
  'Cor',
  'Galatians',
  'Gal',
  'Ephesians',
  'Eph',
  'Philippians',
  'Phil',
  'Colossians',
  'Col',
  'Thessalonians',
  'Thess',
  'Timothy',
  'Tim',
  'Titus',
  'Philemon',
  'Hebrews',
  'Heb',
  'James',
  'Peter',
  'Pet',
  'Jude',
  'Revelation',
  'Rev',
]

// Longest names first, so "Psalms" wins over "Ps" and "Song of Songs" over nothing.
const bookPattern = [...BOOKS].sort((a, b) => b.length - a.length).join('|')

/**
 * A reference such as "John 3:16", "1 Corinthians 13:1-13", "Psalm 23" or "Rom. 8:28-39; 12:1".
 * Book names are matched with their capital letter only, so "mark 5 items" is not Mark 5.
 * "Rev" must be followed by a chapter number, so "Rev. Sarah Collins" is never a reference.
 */
const REFERENCE = new RegExp(
  `\\b(?:[1-3]\\s?)?(?:${bookPattern})\\.?\\s+\\d{1,3}(?::\\d{1,3}(?:[-–]\\d{1,3}(?::\\d{1,3})?)?)?(?:[-–]\\d{1,3})?`,
)

export const findBibleReference = (text: string): string | undefined =>
  REFERENCE.exec(text)?.[0].replace('–', '-')

export const isBibleReference = (text: string): boolean => {
  const found = findBibleReference(text.trim())
  return found !== undefined && found.length >= text.trim().replace('–', '-').length - 1
}

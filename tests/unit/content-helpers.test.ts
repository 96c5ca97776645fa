import { describe, expect, it, vi } from 'vitest'

import {
  EMPTY_SERMON_FILTER,
  emptySermonsText,
  hasActiveFilter,
  SERMONS_PAGE_SIZE,
  sermonsPageUrl,
} from '@/lib/sermon-filter'
import { parseDescription, parseSocialLinks, splitParagraphs } from '@/lib/content/description'
import { linkify, type TextPiece } from '@/lib/content/linkify'
import {
  durationSeconds,
  filterStreams,
  sortStreams,
  streamCountText,
  type StreamLike,
} from '@/lib/content/live-streams'
import { displaySermonTitle } from '@/lib/content/sermon-title'
import {
  isYoutubeVideoId,
  toBackgroundEmbedUrl,
  toEmbedUrl,
  toPlayerEmbedUrl,
  videoThumbnailPath,
  youtubeVideoId,
} from '@/lib/content/youtube'

const ID = 'dQw4w9WgXcQ'
const EMBED = `https://www.youtube-nocookie.com/embed/${ID}`

describe('youtube links', () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}&t=42s`,
    `https://m.youtube.com/watch?feature=share&v=${ID}`,
    `https://music.youtube.com/watch?v=${ID}`,
    `http://www.youtube.com/watch?v=${ID}`,
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?si=abc123`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube.com/embed/${ID}?autoplay=1`,
    `https://www.youtube.com/live/${ID}?si=xyz`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://www.youtube.com/v/${ID}`,
    `https://www.youtube-nocookie.com/embed/${ID}`,
    `  https://youtu.be/${ID}  `,
  ])('finds the video id in %s', (link) => {
    expect(youtubeVideoId(link)).toBe(ID)
    expect(toEmbedUrl(link)).toBe(EMBED)
  })

  it.each([
    ['an id that is too short', 'https://www.youtube.com/watch?v=abc'],
    ['an id that is too long', `https://www.youtube.com/watch?v=${ID}x`],
    ['an id with bad characters', 'https://youtu.be/dQw4w9WgX$Q'],
    ['an empty v parameter', 'https://www.youtube.com/watch?v='],
    ['a channel page', 'https://www.youtube.com/@stbrendans'],
    ['a playlist', 'https://www.youtube.com/playlist?list=PL1234567890'],
    ['a look-alike host', `https://youtube.com.evil.example/watch?v=${ID}`],
    ['another video site', 'https://vimeo.com/123456789'],
    ['text that is not a link', 'not a link'],
  ])('finds no id in %s, and the embed link is the link as it came', (_, link) => {
    expect(youtubeVideoId(link)).toBeNull()
    expect(toEmbedUrl(link)).toBe(link)
  })

  it('finds no id in nothing', () => {
    expect(youtubeVideoId(null)).toBeNull()
    expect(youtubeVideoId(undefined)).toBeNull()
    expect(youtubeVideoId('')).toBeNull()
  })

  it('builds the background and player embeds on the no-cookie host', () => {
    const background = new URL(toBackgroundEmbedUrl(ID, 'https://church.example'))
    expect(background.origin + background.pathname).toBe(EMBED)
    expect(Object.fromEntries(background.searchParams)).toMatchObject({
      autoplay: '1',
      mute: '1',
      loop: '1',
      playlist: ID,
      controls: '0',
      playsinline: '1',
      // The player reports its state to this page, which shows the poster until it plays.
      enablejsapi: '1',
      origin: 'https://church.example',
    })
    const player = new URL(toPlayerEmbedUrl(ID, 'https://church.example'))
    expect(player.origin + player.pathname).toBe(EMBED)
    expect(Object.fromEntries(player.searchParams)).toEqual({
      autoplay: '1',
      enablejsapi: '1',
      origin: 'https://church.example',
    })
  })

  it("takes a facade's thumbnail from this site, not from YouTube", () => {
    expect(videoThumbnailPath(ID)).toBe(`/video-thumbnails/${ID}`)
  })

  it('tells a video id from anything else', () => {
    expect(isYoutubeVideoId(ID)).toBe(true)
    expect(isYoutubeVideoId('a-b_c-D_e-F')).toBe(true)
    for (const other of ['', 'dQw4w9WgXc', `${ID}x`, 'dQw4w9WgX$Q', '../../etc/p', `${ID}\n`]) {
      expect(isYoutubeVideoId(other), other).toBe(false)
    }
  })
})

describe('sermon titles', () => {
  it("removes a leading 'Sermon ' prefix", () => {
    expect(displaySermonTitle('Sermon He Is Going Ahead of You')).toBe('He Is Going Ahead of You')
    expect(displaySermonTitle('Sermon   Through the Roof')).toBe('Through the Roof')
  })

  it('leaves other titles alone', () => {
    expect(displaySermonTitle("The Widow's Two Coins")).toBe("The Widow's Two Coins")
    expect(displaySermonTitle('Sermons in Stone')).toBe('Sermons in Stone')
    expect(displaySermonTitle('A Sermon on the Mount')).toBe('A Sermon on the Mount')
    expect(displaySermonTitle('sermon lower case')).toBe('sermon lower case')
  })

  it('never empties a title', () => {
    expect(displaySermonTitle('Sermon')).toBe('Sermon')
    expect(displaySermonTitle('Sermon   ')).toBe('Sermon   ')
  })
})

describe('descriptions', () => {
  it('splits paragraphs at blank lines and keeps single line breaks', () => {
    expect(splitParagraphs('One\nstill one\n\nTwo\n\n\n\nThree')).toEqual([
      'One\nstill one',
      'Two',
      'Three',
    ])
  })

  it('splits Windows line endings and blank lines that hold spaces', () => {
    expect(splitParagraphs('One\r\n\r\nTwo\r\nmore\n   \nThree')).toEqual([
      'One',
      'Two\nmore',
      'Three',
    ])
  })

  it('has no paragraphs for no text', () => {
    expect(splitParagraphs(null)).toEqual([])
    expect(splitParagraphs(undefined)).toEqual([])
    expect(splitParagraphs('  \n\n  ')).toEqual([])
  })

  const description = [
    'First paragraph.',
    'Second paragraph.',
    'Scriptures Referenced:\nMark 16:1-8\nMatthew 28:1-10',
    [
      'Social Links:',
      'Facebook: https://www.facebook.com/stbrendans',
      'Instagram: https://www.instagram.com/stbrendans',
      'Website: https://www.stbrendans.org',
      'Newsletter: https://news.example.org/signup.',
      'Podcast: ftp://files.example.org/feed',
      'Email: mailto:office@example.org',
    ].join('\n'),
  ].join('\n\n')

  it('takes the scripture block and the social links out of the paragraphs', () => {
    expect(parseDescription(description)).toEqual({
      paragraphs: ['First paragraph.', 'Second paragraph.'],
      scriptureReferences: 'Mark 16:1-8\nMatthew 28:1-10',
      socialLinks: [
        { label: 'Facebook', url: 'https://www.facebook.com/stbrendans' },
        { label: 'Instagram', url: 'https://www.instagram.com/stbrendans' },
        { label: 'Website', url: 'https://www.stbrendans.org' },
        { label: 'Link', url: 'https://news.example.org/signup' },
      ],
    })
  })

  it('reads the same with Windows line endings', () => {
    expect(parseDescription(description.replace(/\n/g, '\r\n'))).toEqual(
      parseDescription(description),
    )
  })

  it('has no blocks when the description has none', () => {
    expect(parseDescription('Just one paragraph.')).toEqual({
      paragraphs: ['Just one paragraph.'],
      scriptureReferences: null,
      socialLinks: [],
    })
    expect(parseDescription(null)).toEqual({
      paragraphs: [],
      scriptureReferences: null,
      socialLinks: [],
    })
  })

  it('labels social links by the line or the address', () => {
    expect(
      parseSocialLinks(
        [
          'Social Links:',
          'https://facebook.com/page',
          'Follow us https://instagram.com/page',
          'Our website https://example.org',
          'https://www.example.org/about',
          'https://twitter.com/page',
          'http://example.net/plain',
        ].join('\n'),
      ),
    ).toEqual([
      { label: 'Facebook', url: 'https://facebook.com/page' },
      { label: 'Instagram', url: 'https://instagram.com/page' },
      { label: 'Website', url: 'https://example.org' },
      { label: 'Website', url: 'https://www.example.org/about' },
      { label: 'Link', url: 'https://twitter.com/page' },
      { label: 'Link', url: 'http://example.net/plain' },
    ])
  })

  it('only turns http(s) addresses into social links', () => {
    expect(
      parseSocialLinks('Social Links:\njavascript:alert(1)\ndata:text/html,hi\nwww.example.org'),
    ).toEqual([])
  })
})

const links = (pieces: TextPiece[]) =>
  pieces.filter((piece) => piece.kind === 'link').map((piece) => piece.text)

describe('linkify', () => {
  it('splits text into plain pieces and links', () => {
    expect(linkify('Bulletin at https://example.org/bulletins and more')).toEqual([
      { kind: 'text', text: 'Bulletin at ' },
      {
        kind: 'link',
        href: 'https://example.org/bulletins',
        text: 'https://example.org/bulletins',
      },
      { kind: 'text', text: ' and more' },
    ])
  })

  it('keeps a closing bracket the link opened, and drops one the sentence opened', () => {
    const hrefs = (text: string) =>
      linkify(text).flatMap((piece) => (piece.kind === 'link' ? [piece.href] : []))
    expect(hrefs('See https://en.wikipedia.org/wiki/Compline_(liturgy).')).toEqual([
      'https://en.wikipedia.org/wiki/Compline_(liturgy)',
    ])
    expect(hrefs('(details at https://example.org/retreat).')).toEqual([
      'https://example.org/retreat',
    ])
  })

  it('returns plain text as one text piece, and nothing for nothing', () => {
    expect(linkify('No links here.')).toEqual([{ kind: 'text', text: 'No links here.' }])
    expect(linkify('')).toEqual([])
  })

  it('links several addresses, at the start and end of the text', () => {
    expect(linkify('https://a.example http://b.example/x')).toEqual([
      { kind: 'link', href: 'https://a.example', text: 'https://a.example' },
      { kind: 'text', text: ' ' },
      { kind: 'link', href: 'http://b.example/x', text: 'http://b.example/x' },
    ])
  })

  it('leaves trailing punctuation to the sentence', () => {
    expect(linkify('See https://example.org/page.')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', href: 'https://example.org/page', text: 'https://example.org/page' },
      { kind: 'text', text: '.' },
    ])
    expect(links(linkify('(at https://example.org/a), or https://example.org/b!?'))).toEqual([
      'https://example.org/a',
      'https://example.org/b',
    ])
  })

  it('keeps the text whole: the pieces join back to the input', () => {
    const text = 'Call (207) 555-0142, or visit https://example.org/visit; thanks!\nBye'
    expect(
      linkify(text)
        .map((piece) => piece.text)
        .join(''),
    ).toBe(text)
  })

  it('never produces javascript: or data: links', () => {
    const text =
      'javascript:alert(1) data:text/html;base64,PHNjcmlwdD4= JAVASCRIPT:void(0) ' +
      '<a href="javascript:alert(1)">x</a> javascript:https://example.org'
    for (const piece of linkify(text)) {
      if (piece.kind === 'link') expect(piece.href).toMatch(/^https?:\/\//i)
    }
    expect(links(linkify(text))).toEqual(['https://example.org'])
  })

  it('keeps markup as plain text pieces for React to escape', () => {
    const text = '<script>alert("hi")</script> <img src=x onerror=alert(1)>'
    expect(linkify(text)).toEqual([{ kind: 'text', text }])
  })

  it('does not carry quotes or angle brackets into a link', () => {
    expect(links(linkify('"https://example.org/a" <https://example.org/b>'))).toEqual([
      'https://example.org/a',
      'https://example.org/b',
    ])
  })
})

const stream = (overrides: Partial<StreamLike> & { title: string }): StreamLike => ({
  description: '',
  date: '2026-01-04',
  duration: '1:00:00',
  isLive: false,
  ...overrides,
})

const streams = [
  stream({ title: 'Live: Sunday Worship', date: '2026-03-01', isLive: true, duration: '1:08:15' }),
  stream({ title: 'Advent Lessons', date: '2025-12-07', duration: '58:30', description: 'Carols' }),
  stream({ title: 'Christmas Eve', date: '2025-12-24', duration: '1:15:22' }),
  stream({ title: 'blessing of the Fleet', date: '2025-06-15', duration: null }),
]

const titles = (list: StreamLike[]) => list.map((item) => item.title)

describe('live streams', () => {
  it('reads durations as seconds', () => {
    expect(durationSeconds('1:08:15')).toBe(4095)
    expect(durationSeconds('58:30')).toBe(3510)
    expect(durationSeconds('45')).toBe(45)
    expect(durationSeconds('0:05')).toBe(5)
    expect(durationSeconds(' 1:00 ')).toBe(60)
  })

  it('counts unreadable durations as 0', () => {
    for (const value of [
      null,
      undefined,
      '',
      '  ',
      'about an hour',
      '1:2:3:4',
      '-5',
      '1.5',
      '1::2',
    ])
      expect(durationSeconds(value)).toBe(0)
  })

  it('filters by type', () => {
    expect(titles(filterStreams(streams, '', 'all'))).toEqual(titles(streams))
    expect(titles(filterStreams(streams, '', 'live'))).toEqual(['Live: Sunday Worship'])
    expect(titles(filterStreams(streams, '', 'recorded'))).toEqual([
      'Advent Lessons',
      'Christmas Eve',
      'blessing of the Fleet',
    ])
  })

  it('searches title and description, ignoring case and surrounding spaces', () => {
    expect(titles(filterStreams(streams, '  ADVENT ', 'all'))).toEqual(['Advent Lessons'])
    expect(titles(filterStreams(streams, 'carols', 'all'))).toEqual(['Advent Lessons'])
    expect(titles(filterStreams(streams, 'worship', 'recorded'))).toEqual([])
    expect(filterStreams(streams, 'nothing like this', 'all')).toEqual([])
  })

  it('sorts newest first, A to Z, or longest first, without changing the input', () => {
    const before = titles(streams)
    expect(titles(sortStreams(streams, 'date'))).toEqual([
      'Live: Sunday Worship',
      'Christmas Eve',
      'Advent Lessons',
      'blessing of the Fleet',
    ])
    expect(titles(sortStreams(streams, 'title'))).toEqual([
      'Advent Lessons',
      'blessing of the Fleet',
      'Christmas Eve',
      'Live: Sunday Worship',
    ])
    expect(titles(sortStreams(streams, 'duration'))).toEqual([
      'Christmas Eve',
      'Live: Sunday Worship',
      'Advent Lessons',
      'blessing of the Fleet',
    ])
    expect(titles(streams)).toEqual(before)
  })

  it('sorts newest first without the locale collation a page load would have to wait for', () => {
    const localeCompare = vi.spyOn(String.prototype, 'localeCompare')
    try {
      sortStreams(streams, 'date')
      expect(localeCompare).not.toHaveBeenCalled()
    } finally {
      localeCompare.mockRestore()
    }
  })

  it('says how many services were found, and for what', () => {
    expect(streamCountText(8, '')).toBe('8 services found')
    expect(streamCountText(1, '')).toBe('1 service found')
    expect(streamCountText(0, '')).toBe('0 services found')
    expect(streamCountText(1, 'advent')).toBe('1 service found for "advent"')
    expect(streamCountText(3, '  worship ')).toBe('3 services found for "worship"')
    expect(streamCountText(2, '   ')).toBe('2 services found')
  })
})

describe('sermon list filter', () => {
  it('is active when any of the five filters is set', () => {
    expect(hasActiveFilter(EMPTY_SERMON_FILTER)).toBe(false)
    expect(hasActiveFilter({ ...EMPTY_SERMON_FILTER, search: '   ' })).toBe(false)
    for (const name of Object.keys(EMPTY_SERMON_FILTER))
      expect(hasActiveFilter({ ...EMPTY_SERMON_FILTER, [name]: 'x' })).toBe(true)
  })

  it('sends only the filters that are set, then the page size and page', () => {
    expect(sermonsPageUrl(EMPTY_SERMON_FILTER, 1)).toBe(`/api/sermons?limit=${SERMONS_PAGE_SIZE}`)
    expect(
      sermonsPageUrl(
        {
          ...EMPTY_SERMON_FILTER,
          search: ' storm & sea ',
          speaker: 'Thomas Reyes',
          endDate: '2026-01-31',
        },
        2,
      ),
    ).toBe(
      `/api/sermons?search=storm+%26+sea&speaker=Thomas+Reyes&endDate=2026-01-31&limit=${SERMONS_PAGE_SIZE}&page=2`,
    )
  })

  it('picks the empty-state text by whether a filter is set', () => {
    expect(emptySermonsText(EMPTY_SERMON_FILTER)).toBe(
      'No sermons are available at this time. Check back soon!',
    )
    expect(emptySermonsText({ ...EMPTY_SERMON_FILTER, series: 'Faith at Work' })).toBe(
      'Try adjusting your search criteria to find more sermons.',
    )
  })
})

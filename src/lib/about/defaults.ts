import {
  type Inline,
  bold,
  bulletList,
  heading,
  italic,
  linebreak,
  lines,
  link,
  paragraph,
  quote,
  richTextDocument,
} from '../rich-text/build'
import type { RichTextDocument } from '../rich-text/document'
import type { HideableAboutTab } from '../about-tabs'
import { NICENE_CREED } from './nicene-creed'

/** One leadership card on About → Staff (Pages → About). */
export type Leader = {
  /** "The Rev. Canon", shown before the name on the card; optional. */
  honorific: string
  name: string
  role: string
  /** An uploaded image or an http(s) address; empty shows the initials. */
  photoUrl: string
  bio: string
  email: string
}

export type AboutTexts = {
  leaders: Leader[]
  music: RichTextDocument
  kidsChurch: RichTextDocument
  whatWeBelieve: RichTextDocument
  /** The rich-text tabs a church does not use (Staff is /about itself, never hidden). */
  hiddenTabs: HideableAboutTab[]
}

// The clergy and staff the sermon archive's speakers belong to.
const LEADERS: Leader[] = [
  {
    honorific: 'The Rev. Canon',
    name: 'Margaret Ellis',
    role: 'Rector',
    photoUrl: '',
    email: 'margaret.ellis@stbrendansbythesea.org',
    bio: 'Canon Margaret has served St. Brendan’s since 2011. She preaches most Sundays, leads the parish’s pastoral care, and walks the harbour every morning before Morning Prayer.',
  },
  {
    honorific: 'The Rev.',
    name: 'David Okafor',
    role: 'Associate Rector',
    photoUrl: '',
    email: 'david.okafor@stbrendansbythesea.org',
    bio: 'Father David oversees adult formation, the Wednesday evening service and our outreach to the fishing families of Port Halden. He came to Maine from Lagos by way of seminary in New York.',
  },
  {
    honorific: 'Deacon',
    name: 'Sarah Whitfield',
    role: 'Deacon',
    photoUrl: '',
    email: 'sarah.whitfield@stbrendansbythesea.org',
    bio: 'Deacon Sarah connects the parish with its neighbours: the food pantry, hospital visits and the Tuesday Women’s Bible Study. A retired nurse, she knows most of the town by name.',
  },
  {
    honorific: '',
    name: 'Thomas Reyes',
    role: 'Parish Administrator and Lay Minister',
    photoUrl: '',
    email: 'thomas.reyes@stbrendansbythesea.org',
    bio: 'Thomas keeps the parish office, the calendar and the buildings running, and preaches on occasion as a licensed lay minister. He is the person to ask about weddings, baptisms and hall bookings.',
  },
]

/** A card in a list: its title in bold, then its lines (rendered as a card grid). */
const card = (title: string, ...rest: Inline[]): Inline[] => [
  bold(title),
  ...rest.flatMap((part) => [linebreak(), part]),
]

const MUSIC = richTextDocument(
  paragraph(
    'Music carries our prayer at St. Brendan’s. We sing the breadth of the Anglican tradition, from plainsong and Tudor anthems to spirituals and new hymns, and everyone who loves to sing or play is welcome to join in.',
  ),
  heading('h3', 'Choir and Instruments'),
  bulletList([
    card(
      'Parish Choir',
      'Sings at the 10:30 AM service from September to June: anthems, psalms and the great hymns of the church. No audition; reading music helps but is not required.',
    ),
    card(
      'Instrumentalists',
      'Our 1902 Hook & Hastings organ leads most Sundays, joined by piano, strings, flute and brass for feast days and the Advent Lessons and Carols.',
    ),
    card(
      'Youth Singers',
      'Children and teenagers who sing once a month and at Christmas and Easter, learning to read music along the way.',
    ),
  ]),
  heading('h3', 'Rehearsal Times'),
  paragraph(bold('Parish Choir:'), ' Thursdays, 7:00–8:30 PM, in the choir room'),
  paragraph(bold('Youth Singers:'), ' Sundays, 9:30–10:00 AM, before worship'),
  paragraph(bold('Instrumentalists:'), ' By arrangement before each feast day'),
  heading('h3', 'Join the Music Ministry'),
  paragraph(
    'New singers and players are always welcome. Write to us and we will find a place for you.',
  ),
  paragraph(link('mailto:music@stbrendansbythesea.org', 'Email the Music Ministry')),
)

const KIDS_CHURCH = richTextDocument(
  paragraph(
    'Children are a gift to our parish, and their wiggles and questions are welcome in church. Alongside worship with their families, we offer programs for every age.',
  ),
  bulletList([
    card(
      'Nursery',
      italic('ages 0-2'),
      'A warm, toy-filled room next to the parish hall, staffed every Sunday from 10:15 AM until the end of coffee hour. Parents are welcome to stay or to collect a pager.',
    ),
    card(
      'Kids Church',
      italic('ages 3-11'),
      'Sunday 10:00 AM: Bible stories, songs, crafts and prayer in our children’s chapel. Children join their families in church for Communion.',
    ),
    card(
      'Family Events',
      italic('all ages'),
      'Beach picnics, the Advent wreath workshop, the Christmas pageant, Easter egg hunts on the lawn, and a summer Vacation Bible School on the harbour.',
    ),
  ]),
  heading('h3', 'Safety and Check-in'),
  bulletList([
    ['Every volunteer is background-checked and trained in Safeguarding God’s Children.'],
    ['Two unrelated adults are always present in each room.'],
    ['Children are checked in and out by a parent or guardian with a matching tag.'],
    ['Allergies and care notes are recorded at check-in and shared with the teachers.'],
  ]),
)

const CORE_BELIEFS = [
  [
    'One God in Trinity',
    'We worship one God: Father, Son and Holy Spirit, the maker and lover of all that is.',
  ],
  [
    'Jesus Christ',
    'God made flesh, who lived among us, died for us and rose again, and in whom we see who God is.',
  ],
  [
    'Holy Scripture',
    'The Old and New Testaments contain all things necessary to salvation and are read at every service.',
  ],
  ['Grace', 'We are saved by God’s grace, received in faith, and not by anything we earn.'],
  [
    'The Sacraments',
    'Baptism and the Holy Eucharist are outward signs of inward grace; all the baptized are welcome at the table.',
  ],
  [
    'Common Prayer',
    'We pray together in the words of the Book of Common Prayer, which unites us with Anglicans around the world.',
  ],
  [
    'The Church',
    'One holy, catholic and apostolic Church, in which every member is a minister through baptism.',
  ],
  [
    'Love of Neighbour',
    'We are sent to serve Christ in all people, to strive for justice and peace, and to care for creation.',
  ],
] as const

const WHAT_WE_BELIEVE = richTextDocument(
  heading('h3', 'The Nicene Creed'),
  ...NICENE_CREED.map((stanza) => quote(...lines(stanza))),
  heading('h3', 'Our Core Beliefs'),
  bulletList(CORE_BELIEFS.map(([title, text]) => card(title, text))),
  heading('h3', 'Part of a Wider Church'),
  paragraph(
    'St. Brendan’s is a parish of the Episcopal Diocese of Maine, part of The Episcopal Church and the worldwide Anglican Communion.',
  ),
  bulletList([
    [link('https://www.episcopalmaine.org', 'Episcopal Diocese of Maine', true)],
    [link('https://www.episcopalchurch.org', 'The Episcopal Church', true)],
  ]),
)

/** What a new church's About pages say until staff save (the spec's texts). */
export const ABOUT_DEFAULTS: AboutTexts = {
  leaders: LEADERS,
  music: MUSIC,
  kidsChurch: KIDS_CHURCH,
  whatWeBelieve: WHAT_WE_BELIEVE,
  hiddenTabs: [],
}

import { describe, expect, it } from 'vitest'

import {
  hiddenTabsInWords,
  imageInWords,
  rowInWords,
} from '@/components/admin/history/rows-in-words'
import { pageTextHistoryFields } from '@/components/admin/history/global-history-fields'
import { fieldLabel, valueInWords } from '@/components/admin/history/values-in-words'
import { PAGE_TEXTS_PARTS } from '@/lib/history/history-globals'
import { paragraph, richTextDocument } from '@/lib/rich-text/build'
import { PAGE_TEXTS_PAGES } from '@/server/publishing/globals/targets'

const ZONE = 'America/New_York'

describe("the globals' history in words", () => {
  it('says a service by its day and time of day, never as stored', () => {
    expect(
      rowInWords({
        id: '6b0b',
        name: 'Sunday Worship',
        day: 'sunday',
        time: '10:30',
        note: 'Communion',
        location: 'Main hall',
        footerLabel: 'Sundays',
        showInFooter: true,
      }),
    ).toBe('Sunday Worship: Sunday at 10:30 AM (Communion, Main hall), in the footer as Sundays')
    expect(rowInWords({ name: 'Evensong', day: 'wednesday', time: '19:00' })).toBe(
      'Evensong: Wednesday at 7:00 PM',
    )
  })

  it('says questions, leadership cards, welcome cards and links as staff wrote them', () => {
    expect(rowInWords({ id: 'x', question: 'Where do I park?', answer: 'Behind the hall.' })).toBe(
      'Where do I park? — Behind the hall.',
    )
    expect(
      rowInWords({ honorific: 'The Rev.', name: 'Ana Ruiz', role: 'Curate', photoUrl: '/a.jpg' }),
    ).toBe('The Rev. Ana Ruiz (Curate)')
    expect(rowInWords({ title: 'Worship', text: 'Join us.' })).toBe('Worship: Join us.')
    expect(rowInWords({ label: 'Events', href: '/events' })).toBe('Events (/events)')
  })

  it('names hidden tabs and images by what staff see', () => {
    expect(hiddenTabsInWords(['kids-church'])).toBe('Kids Church')
    expect(imageInWords('/api/media/file/front%20door.jpg?v=2')).toBe('front door.jpg')
  })

  it('puts a list of rows one a line, rich text as its words, and a logo by its name', () => {
    const fields = pageTextHistoryFields('visit')
    const faq = [
      { id: 'a', question: 'Parking?', answer: 'Yes.' },
      { id: 'b', question: 'Kids?', answer: 'Kids Church.' },
    ]
    expect(valueInWords(fields, 'visit.faq', { 'visit.faq': faq }, ZONE)).toBe(
      'Parking? — Yes.\nKids? — Kids Church.',
    )
    const music = richTextDocument(paragraph('Choir on Sundays'))
    expect(valueInWords([], 'about.music', { 'about.music': music }, ZONE)).toBe('Choir on Sundays')
    const logo = [{ name: 'logoUrl', label: 'Logo URL', kind: 'image' as const }]
    expect(valueInWords(logo, 'logoUrl', { logoUrl: '/api/media/file/logo.png' }, ZONE)).toBe(
      'logo.png',
    )
  })

  it("labels the page texts' fields by page and tab", () => {
    expect(fieldLabel(pageTextHistoryFields('about'), 'about.music')).toBe('Music')
    expect(fieldLabel(pageTextHistoryFields('visit'), 'visit.faq')).toBe('Plan a Visit FAQ')
    expect(pageTextHistoryFields('about').map((field) => field.name)).toEqual([
      'about.leaders',
      'about.music',
      'about.kidsChurch',
      'about.whatWeBelieve',
      'about.hiddenTabs',
    ])
    // The dashboard's pages and the server's publishing targets are the same five.
    expect([...PAGE_TEXTS_PARTS]).toEqual([...PAGE_TEXTS_PAGES])
  })
})

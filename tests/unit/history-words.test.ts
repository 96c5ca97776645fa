import { describe, expect, it } from 'vitest'

import {
  eventResource,
  featuredContentResource,
  sermonResource,
  sundayServiceResource,
} from '@/components/admin/content/resources'
import { fieldLabel, fieldOrder, valueInWords } from '@/components/admin/history/values-in-words'
import { versionInWords } from '@/components/admin/history/version-in-words'
import { sameValue } from '@/lib/history/same-value'
import type { VersionSummary } from '@/lib/schemas/history'

const ZONE = 'America/New_York'

const version = (extra: Partial<VersionSummary> = {}): VersionSummary => ({
  id: 7,
  createdAt: '2026-11-28T21:12:00.000Z',
  status: 'draft',
  author: { id: 3, name: 'Ana Ruiz' },
  latest: false,
  changedFields: ['title', 'date'],
  ...extra,
})

describe('History in words: staff never read field names, ISO times or rules', () => {
  const labelOf = (name: string) => fieldLabel(sermonResource.fields, name)

  it('says who saved a version, when in the church time zone, and what changed by label', () => {
    expect(versionInWords(version(), ZONE, labelOf, false, new Date('2026-11-29'))).toBe(
      'Saved as draft by Ana Ruiz · Sat 28 Nov, 4:12 PM · changed Title, Date',
    )
    expect(
      versionInWords(
        version({ status: 'published', author: null, changedFields: [] }),
        ZONE,
        labelOf,
        true,
        new Date('2026-11-29'),
      ),
    ).toBe('Published by the website · Sat 28 Nov, 4:12 PM · the oldest version kept')
  })

  it('labels fields as the form does, and fields the form edits elsewhere in words', () => {
    expect(fieldLabel(eventResource.fields, 'startTime')).toBe('Start time')
    expect(fieldLabel(eventResource.fields, 'isRecurring')).toBe('Repeats')
    expect(fieldLabel(eventResource.fields, 'skippedDates')).toBe('Skipped dates')
    expect(fieldLabel(eventResource.fields, 'someNewField')).toBe('Some new field')
    expect(fieldOrder(sermonResource.fields, ['tags', 'extra', 'title'])).toEqual([
      'title',
      'tags',
      'extra',
    ])
  })

  it('formats values: dates, times, lists, empties, repeat rules, registration, rich text', () => {
    const words = (name: string, fields: Record<string, unknown>) =>
      valueInWords(eventResource.fields, name, fields, ZONE)
    expect(words('date', { date: '2026-12-06' })).toBe('December 6, 2026')
    expect(words('startTime', { startTime: '18:30' })).toBe('6:30 PM')
    expect(words('location', { location: '' })).toBe('Not set')
    expect(words('isRecurring', { isRecurring: true })).toBe('Yes')
    expect(
      words('recurrenceRule', {
        date: '2026-12-01',
        isRecurring: true,
        recurrenceRule: 'FREQ=WEEKLY;BYDAY=TU',
      }),
    ).toBe('Every Tuesday')
    expect(words('recurrenceRule', { date: '2026-12-01', recurrenceRule: null })).toBe(
      'Does not repeat',
    )
    expect(words('registration', { registration: { enabled: false } })).toBe(
      'Not taking registrations',
    )
    expect(
      words('registration', {
        registration: { enabled: true, capacity: 40, waitlist: true, maxPeople: 4 },
      }),
    ).toBe('Taking registrations, 40 places a date, waitlist when full, up to 4 people a sign-up')
    expect(words('skippedDates', { skippedDates: ['2026-12-22'] })).toBe('December 22, 2026')
    expect(valueInWords(sermonResource.fields, 'tags', { tags: ['hope', 'grace'] }, ZONE)).toBe(
      'hope, grace',
    )
    const rich = {
      root: {
        children: [
          { type: 'paragraph', children: [{ text: 'Hello ' }, { text: 'world' }] },
          { type: 'paragraph', children: [{ text: 'Again' }] },
        ],
      },
    }
    expect(valueInWords([], 'body', { body: rich }, ZONE)).toBe('Hello world\nAgain')
    expect(valueInWords([], 'speaker', { speaker: { id: 4, name: 'Ana Ruiz' } }, ZONE)).toBe(
      'Ana Ruiz',
    )
  })

  it('counts unset, empty text and an empty list as the same value', () => {
    expect(sameValue(null, '')).toBe(true)
    expect(sameValue(undefined, [])).toBe(true)
    expect(sameValue(['a'], ['a'])).toBe(true)
    expect(sameValue('a', 'b')).toBe(false)
    expect(sameValue({ enabled: true }, { enabled: false })).toBe(false)
    // A list saved again gets new row ids: the same rows all the same.
    expect(sameValue([{ id: 'a1', name: 'Ana' }], [{ id: 'b2', name: 'Ana' }])).toBe(true)
    expect(sameValue([{ id: 'a1', name: 'Ana' }], [{ id: 'a1', name: 'Ben' }])).toBe(false)
  })
})

describe('History in words for Sunday services and featured content', () => {
  it("says a service's day, time of day, link and live flag in words, labelled as the form does", () => {
    const fields = {
      date: '2039-12-25',
      time: '09:30',
      location: '',
      youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      isLive: false,
    }
    const words = (name: string) => valueInWords(sundayServiceResource.fields, name, fields, ZONE)
    expect(words('date')).toBe('December 25, 2039')
    expect(words('time')).toBe('9:30 AM')
    expect(words('location')).toBe('Not set')
    expect(words('youtubeUrl')).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ')
    expect(words('isLive')).toBe('No')
    expect(fieldLabel(sundayServiceResource.fields, 'isLive')).toBe('Live now')
    expect(fieldLabel(sundayServiceResource.fields, 'time')).toBe('Time')
  })

  it("names a featured item's sermon or event as the server did, else the value as stored", () => {
    const fields = { type: 'sermon', contentId: '12', isActive: true, title: null }
    const words = (name: string, related: Record<string, string> = {}) =>
      valueInWords(featuredContentResource.fields, name, fields, ZONE, related)
    expect(words('contentId', { contentId: '“Harbour Light” — sermon 12' })).toBe(
      '“Harbour Light” — sermon 12',
    )
    expect(words('contentId')).toBe('12')
    expect(words('isActive')).toBe('Yes')
    expect(words('title')).toBe('Not set')
    expect(words('type')).toBe('sermon')
    expect(fieldLabel(featuredContentResource.fields, 'contentId')).toBe('Content ID')
    expect(fieldLabel(featuredContentResource.fields, 'isActive')).toBe('Active')
  })

  it("shows a select's value by its option's words where the form gives them", () => {
    const specs = [
      {
        name: 'day',
        label: 'Day',
        kind: 'select' as const,
        options: ['sunday'],
        optionLabels: { sunday: 'Sunday' },
      },
    ]
    expect(valueInWords(specs, 'day', { day: 'sunday' }, ZONE)).toBe('Sunday')
    expect(valueInWords(specs, 'day', { day: 'monday' }, ZONE)).toBe('monday')
  })

  it('gives both tabs their History button', () => {
    expect(sundayServiceResource.history).toBe('sunday-services')
    expect(featuredContentResource.history).toBe('featured-content')
  })
})

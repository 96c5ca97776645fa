import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { siteConfigBodySchema, siteConfigFields } from '@/lib/schemas/admin-writes'
import {
  eventBodySchema,
  eventFields,
  featuredContentBodySchema,
  featuredContentFields,
  liveStreamBodySchema,
  liveStreamFields,
  sermonBodySchema,
  sermonFields,
  sundayServiceBodySchema,
  sundayServiceFields,
} from '@/lib/schemas/content'
import { labelFor } from '@/lib/schemas/human-messages'
import { uploadImageBodySchema } from '@/lib/schemas/upload'
import {
  syncChannelBodySchema,
  syncPlaylistBodySchema,
  youtubeConfigBodySchema,
  youtubeConfigFields,
} from '@/lib/schemas/youtube'

/** zod's own wording; none of it may reach a person. */
const LIBRARY_WORDING = /invalid input|expected .* received|too (small|big)|unrecognized|nan/i

/** Values no field of any resource accepts (each field refuses at least one of them). */
const BAD_VALUES: unknown[] = [42, { a: 1 }, ['x'], true, 'not a valid value ###']

const writeSchemas: [string, z.ZodType, Record<string, z.ZodType>][] = [
  ['sermon', sermonBodySchema, sermonFields],
  ['event', eventBodySchema, eventFields],
  ['Sunday service', sundayServiceBodySchema, sundayServiceFields],
  ['featured content', featuredContentBodySchema, featuredContentFields],
  ['live stream', liveStreamBodySchema, liveStreamFields],
  ['site config', siteConfigBodySchema, siteConfigFields],
  ['YouTube channel config', youtubeConfigBodySchema, youtubeConfigFields],
]

const fieldMessages = (schema: z.ZodType, key: string, value: unknown): string[] => {
  const parsed = schema.safeParse({ [key]: value })
  return parsed.success
    ? []
    : parsed.error.issues.filter((issue) => issue.path[0] === key).map((issue) => issue.message)
}

describe('a bad value for each field gives a readable message', () => {
  describe.each(writeSchemas)('%s', (_name, schema, fields) => {
    it.each(Object.keys(fields))('%s', (key) => {
      const messages = BAD_VALUES.flatMap((value) => fieldMessages(schema, key, value))
      expect(messages.length, `no bad value was refused for ${key}`).toBeGreaterThan(0)
      for (const message of messages) {
        expect(message).not.toMatch(LIBRARY_WORDING)
        expect(message).toMatch(/^[A-Z0-9"]/)
      }
    })
  })

  it('names the field and says what it must be', () => {
    const parsed = sermonBodySchema.safeParse({
      title: 42,
      speaker: 'A',
      date: '2030-01-01',
      scripture: 7,
      tags: 'one',
    })
    expect(parsed.error?.issues.map(({ path, message }) => [path.join('.'), message])).toEqual([
      ['title', 'Title must be text'],
      ['scripture', 'Scripture must be text'],
      ['tags', 'Tags must be a list'],
    ])
  })

  it('keeps the requirement’s own text for a missing required field', () => {
    const parsed = sermonBodySchema.safeParse({ title: null })
    expect(parsed.error?.issues.map(({ message }) => message)).toEqual([
      'Title is required',
      'Speaker is required',
      'Date is required',
    ])
  })

  it('refuses an unknown key by name and ignores the keys a read returns', () => {
    const read = { id: 3, createdAt: 'x', updatedAt: 'y', youtubeVideoId: 'abc' }
    const body = { title: 'T', speaker: 'S', date: '2030-01-01', ...read }
    expect(sermonBodySchema.parse(body)).toEqual({ title: 'T', speaker: 'S', date: '2030-01-01' })
    const parsed = sermonBodySchema.safeParse({ ...body, speakr: 'S', colour: 'red' })
    expect(parsed.error?.issues.map(({ message }) => message)).toEqual([
      'There are no fields called speakr, colour',
    ])
  })

  it('takes null as empty for every optional field', () => {
    expect(
      eventBodySchema.parse({
        title: 'T',
        date: '2030-01-01',
        ...Object.fromEntries(
          Object.keys(eventFields)
            .filter((key) => key !== 'title' && key !== 'date')
            .map((key) => [key, null]),
        ),
      }),
    ).toMatchObject({ externalUrl: null, isRecurring: null })
    expect(
      sundayServiceBodySchema.parse({ date: '2030-01-01', time: '10:30', isLive: null }),
    ).toMatchObject({ isLive: false })
    expect(youtubeConfigBodySchema.parse({ channelId: 'UCabc', maxResults: null })).toEqual({
      channelId: 'UCabc',
      maxResults: 20,
    })
  })

  it.each([
    ['sync-playlist', syncPlaylistBodySchema, { playlistId: 5, type: 'x', maxResults: 'many' }],
    ['sync', syncChannelBodySchema, { channelId: [] }],
    ['upload-image', uploadImageBodySchema, { fileName: 3, contentType: 4, fileSize: 'big' }],
    ['a body that is not an object', sermonBodySchema, 'text'],
  ] as const)('%s', (_name, schema, body) => {
    const parsed = (schema as z.ZodType).safeParse(body)
    expect(parsed.success).toBe(false)
    for (const { message } of parsed.error!.issues) expect(message).not.toMatch(LIBRARY_WORDING)
  })
})

describe('labelFor', () => {
  it.each([
    ['youtubeUrl', 'YouTube URL'],
    ['startTime', 'Start time'],
    ['smtpPort', 'SMTP port'],
    ['contentId', 'Content ID'],
    ['title', 'Title'],
    // A key that names one of Object's own properties is a word like any other (fuzzed keys).
    ['constructor', 'Constructor'],
    ['toString', 'To string'],
  ])('%s → %s', (key, label) => expect(labelFor(key)).toBe(label))
})

describe('a size limit names its unit in the right number', () => {
  const messagesFor = (schema: z.ZodType, value: unknown) =>
    schema.safeParse(value).error?.issues.map((issue) => issue.message)

  it('says 1 character and 1 item, 2 characters and 2 items', () => {
    const schema = z.object({
      code: z.string().max(1),
      tags: z.array(z.string()).max(1),
      note: z.string().min(2),
      items: z.array(z.string()).min(2),
    })
    expect(messagesFor(schema, { code: 'ab', tags: ['a', 'b'], note: 'a', items: [] })).toEqual([
      'Code must be at most 1 character',
      'Tags must have at most 1 item',
      'Note must be at least 2 characters',
      'Items must have at least 2 items',
    ])
  })
})

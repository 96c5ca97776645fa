import { createElement, type ReactNode } from 'react'
import { z } from 'zod'

import { FEATURED_TYPES } from '@/lib/featured-types'
import {
  eventBodySchema,
  featuredContentBodySchema,
  sermonFields as sermonSchemaFields,
  sundayServiceBodySchema,
} from '@/lib/schemas/content'
import { writeBody } from '@/lib/schemas/write-body'
import { displaySermonTitle } from '@/lib/content/sermon-title'
import { describeRecurrence } from '@/lib/calendar/describe-recurrence'
import { publishableRrule } from '@/lib/calendar/recurrence'
import { formatLongDate, formatTime } from '@/lib/format-date'
import type { PublishingState } from '@/lib/schemas/publishing'
import type { HistoryCollection } from '@/lib/history/history-collections'
import type { PreviewCollection } from '@/lib/schemas/preview'

import { PublishingStatus } from './publishing-status.client'

import type { Event, FeaturedContent, Sermon, SundayService } from '../../../../payload-types'

export type FieldKind =
  | 'text'
  | 'email'
  | 'password'
  | 'number'
  | 'colour'
  | 'textarea'
  | 'date'
  | 'time'
  | 'url'
  | 'checkbox'
  | 'select'
  | 'image'
  /** The recurrence editor: it also writes isRecurring and skippedDates. */
  | 'recurrence'
  /** The registration editor: the event's registration settings as one value. */
  | 'registration'
  /** The recurrence editor for a group: the rule only, anchored on the meeting day. */
  | 'meeting-rule'
  /** A group's leaders: rows of an account, or a name and an email. */
  | 'leaders'

/** One form field; typed with its document's keys, so a form cannot name a field that is not there. */
export type FieldSpec<Name extends string = string> = {
  name: Name
  label: string
  kind: FieldKind
  required?: boolean
  options?: readonly string[]
  /** How a select's options are shown, when not as they are stored ('sunday' as 'Sunday'). */
  optionLabels?: Record<string, string>
  /** A select that may be left unset: the words of its empty choice ('No set day'). */
  emptyOption?: string
  hint?: string
  autoComplete?: string
  /** An /api path answering the values to pick from (a string[]); a new value is still taken. */
  suggestionsPath?: string
}

export type Column<Item> = { header: string; cell: (item: Item) => ReactNode }

/**
 * One kind of content the dashboard manages with the create/edit dialog: where it is read and
 * written, the form (validated by the same zod schema the server uses) and the list's columns.
 */
export type AdminResource<Item extends { id: number }> = {
  /** As the success toast says it: 'Sermon created successfully'. */
  label: string
  /** One item in a sentence ('1 sermon', 'Add Sunday service'); `plural` for any other count. */
  one: string
  plural: string
  listPath: string
  writePath: string
  formSchema: z.ZodType<Record<string, unknown>, Record<string, unknown>>
  fields: readonly FieldSpec[]
  columns: readonly Column<Item>[]
  /** The dialog's values for an item, or for a new one. */
  toFormValues: (item: Item | null) => Record<string, unknown>
  /** The request body from the validated form. */
  toBody: (values: Record<string, unknown>) => Record<string, unknown>
  /** How a row is named to people (delete confirmation, edit buttons). */
  describe: (item: Item) => string
  /** Lists that grow without end (sermons, events) get a search box and page through the table. */
  search?: { label: string; placeholder: string }
  /**
   * Items with drafts (docs/publishing.md): the dialog offers Save draft, Schedule…
   * and Publish, and the list a Status column.
   */
  drafts?: true
  /** Its versions can be opened in History (src/lib/history/history-collections.ts). */
  history?: HistoryCollection
  /** Items with a public page staff can preview as last saved (docs/publishing.md#preview). */
  preview?: PreviewCollection
}

/** The Status column of the lists with drafts: the staff lists send each item's state. */
const statusColumn = <Item>(): Column<Item> => ({
  header: 'Status',
  cell: (item) =>
    createElement(PublishingStatus, {
      publishing: (item as { publishing?: PublishingState }).publishing,
    }),
})

/** Form values for an item: the item's fields, '' for anything unset, flags as given. */
const valuesFrom = (
  fields: readonly FieldSpec[],
  item: Record<string, unknown> | null,
  flagDefaults: Record<string, boolean> = {},
) =>
  Object.fromEntries(
    fields.map(({ name, kind }) => [
      name,
      kind === 'checkbox'
        ? ((item?.[name] as boolean | null) ?? flagDefaults[name] ?? false)
        : ((item?.[name] as string | null) ?? ''),
    ]),
  )

const sameBody = (values: Record<string, unknown>) => values

const sermonFields: FieldSpec<keyof Sermon & string>[] = [
  {
    name: 'title',
    label: 'Title',
    kind: 'text',
    required: true,
    // The form edits the title as stored; lists show it as the site does (without the prefix).
    hint: 'The site and the lists leave off a leading “Sermon”',
  },
  { name: 'speaker', label: 'Speaker', kind: 'text', required: true },
  { name: 'date', label: 'Date', kind: 'date', required: true },
  { name: 'scripture', label: 'Scripture', kind: 'text' },
  {
    name: 'series',
    label: 'Series',
    kind: 'text',
    suggestionsPath: '/api/admin/sermon-series',
    hint: 'Pick an existing series, or type a new one',
  },
  {
    name: 'duration',
    label: 'Duration',
    kind: 'text',
    hint: 'For example 42:10, or 1:05:00 with hours',
  },
  { name: 'youtubeUrl', label: 'YouTube URL', kind: 'url' },
  { name: 'audioUrl', label: 'Audio URL', kind: 'url' },
  { name: 'thumbnailUrl', label: 'Thumbnail URL', kind: 'url' },
  { name: 'tags', label: 'Tags', kind: 'text', hint: 'Separated by commas' },
  { name: 'description', label: 'Description', kind: 'textarea' },
]

export const sermonResource: AdminResource<Sermon> = {
  label: 'Sermon',
  one: 'sermon',
  plural: 'sermons',
  // The staff list: drafts included, each with its publishing state.
  listPath: '/api/admin/sermons',
  writePath: '/api/admin/sermons',
  drafts: true,
  history: 'sermons',
  preview: 'sermons',
  // Tags are typed as one comma-separated line and sent as a list.
  formSchema: writeBody('sermons', { ...sermonSchemaFields, tags: z.string().optional() }),
  fields: sermonFields,
  columns: [
    { header: 'Title', cell: (sermon) => displaySermonTitle(sermon.title) },
    { header: 'Speaker', cell: (sermon) => sermon.speaker },
    { header: 'Date', cell: (sermon) => formatLongDate(sermon.date) },
    { header: 'Series', cell: (sermon) => sermon.series ?? '' },
    statusColumn<Sermon>(),
  ],
  toFormValues: (sermon) => ({
    ...valuesFrom(sermonFields, sermon as Record<string, unknown> | null),
    tags: (sermon?.tags ?? []).join(', '),
  }),
  toBody: ({ tags, ...values }) => ({
    ...values,
    tags: String(tags ?? '')
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
  }),
  describe: (sermon) => displaySermonTitle(sermon.title),
  search: { label: 'Search sermons', placeholder: 'Title, speaker, scripture or words' },
}

const eventFields: FieldSpec<keyof Event & string>[] = [
  { name: 'title', label: 'Title', kind: 'text', required: true },
  { name: 'date', label: 'Date', kind: 'date', required: true },
  { name: 'startTime', label: 'Start time', kind: 'time' },
  { name: 'endTime', label: 'End time', kind: 'time' },
  { name: 'location', label: 'Location', kind: 'text' },
  { name: 'description', label: 'Description', kind: 'textarea' },
  { name: 'imageUrl', label: 'Image URL', kind: 'image', hint: 'A link, or upload an image below' },
  { name: 'externalUrl', label: 'External link URL', kind: 'url' },
  { name: 'externalLinkText', label: 'External link text', kind: 'text' },
  { name: 'recurrenceRule', label: 'Repeat', kind: 'recurrence' },
  { name: 'registration', label: 'Registration', kind: 'registration' },
  {
    name: 'recurrenceDescription',
    label: 'Recurrence description',
    kind: 'text',
    hint: 'Leave empty to use the words shown under Repeat, or write your own',
  },
]

/** A repeat rule the site cannot read (typed by hand long ago): shown once, flagged to fix. */
const repeatCell = (event: Event) => {
  if (event.isRecurring && event.recurrenceRule?.trim() && !publishableRrule(event))
    return 'Repeat rule needs fixing'
  return describeRecurrence(event) ?? ''
}

export const eventResource: AdminResource<Event> = {
  label: 'Event',
  one: 'event',
  plural: 'events',
  listPath: '/api/admin/events',
  writePath: '/api/admin/events',
  drafts: true,
  history: 'events',
  preview: 'events',
  formSchema: eventBodySchema,
  fields: eventFields,
  columns: [
    { header: 'Title', cell: (event) => event.title },
    { header: 'Date', cell: (event) => formatLongDate(event.date) },
    { header: 'Time', cell: (event) => (event.startTime ? formatTime(event.startTime) : '') },
    { header: 'Location', cell: (event) => event.location ?? '' },
    { header: 'Repeats', cell: repeatCell },
    statusColumn<Event>(),
  ],
  toFormValues: (event) => ({
    ...valuesFrom(eventFields, event as Record<string, unknown> | null),
    isRecurring: event?.isRecurring ?? false,
    skippedDates: event?.skippedDates ?? [],
    registration: event?.registration ?? null,
  }),
  toBody: sameBody,
  describe: (event) => event.title,
  search: { label: 'Search events', placeholder: 'Title, location or description' },
}

const serviceFields: FieldSpec<keyof SundayService & string>[] = [
  { name: 'date', label: 'Date', kind: 'date', required: true },
  { name: 'time', label: 'Time', kind: 'time', required: true },
  { name: 'location', label: 'Location', kind: 'text' },
  { name: 'youtubeUrl', label: 'YouTube URL', kind: 'url' },
  { name: 'isLive', label: 'Live now', kind: 'checkbox' },
]

export const sundayServiceResource: AdminResource<SundayService> = {
  label: 'Sunday service',
  one: 'Sunday service',
  plural: 'Sunday services',
  // The staff list: drafts included, each with its publishing state.
  listPath: '/api/admin/sunday-services',
  writePath: '/api/admin/sunday-services',
  drafts: true,
  history: 'sunday-services',
  formSchema: sundayServiceBodySchema,
  fields: serviceFields,
  columns: [
    { header: 'Date', cell: (service) => formatLongDate(service.date) },
    { header: 'Time', cell: (service) => formatTime(service.time) },
    { header: 'Location', cell: (service) => service.location ?? '' },
    { header: 'Live', cell: (service) => (service.isLive ? 'Live' : 'No') },
    statusColumn<SundayService>(),
  ],
  toFormValues: (service) => valuesFrom(serviceFields, service as Record<string, unknown> | null),
  toBody: sameBody,
  describe: (service) => `the service on ${formatLongDate(service.date)}`,
}

const featuredFields: FieldSpec<keyof FeaturedContent & string>[] = [
  { name: 'type', label: 'Type', kind: 'select', required: true, options: FEATURED_TYPES },
  {
    name: 'contentId',
    label: 'Content ID',
    kind: 'text',
    required: true,
    hint: 'The sermon or event id, or a name for a video',
  },
  { name: 'title', label: 'Title', kind: 'text' },
  { name: 'youtubeUrl', label: 'YouTube URL', kind: 'url' },
  { name: 'description', label: 'Description', kind: 'textarea' },
  { name: 'isActive', label: 'Active', kind: 'checkbox' },
]

export const featuredContentResource: AdminResource<FeaturedContent> = {
  label: 'Featured content',
  one: 'featured item',
  plural: 'featured items',
  // The staff list: drafts and inactive items included, each with its publishing state.
  listPath: '/api/admin/featured-content',
  writePath: '/api/admin/featured-content',
  drafts: true,
  history: 'featured-content',
  // The home page, whose hero plays the active featured video (a draft's, in the preview).
  preview: 'featured-content',
  formSchema: featuredContentBodySchema,
  fields: featuredFields,
  columns: [
    { header: 'Type', cell: (item) => item.type },
    { header: 'Content ID', cell: (item) => item.contentId },
    { header: 'Title', cell: (item) => item.title ?? '' },
    { header: 'Active', cell: (item) => (item.isActive ? 'Active' : 'Inactive') },
    statusColumn<FeaturedContent>(),
  ],
  toFormValues: (item) => ({
    ...valuesFrom(featuredFields, item as Record<string, unknown> | null, { isActive: true }),
    type: item?.type ?? 'video',
  }),
  toBody: sameBody,
  describe: (item) => item.title || `${item.type} ${item.contentId}`,
}

/**
 * Keys a read returns that no write may set: the database's bookkeeping and what the server
 * derives itself. A write body that carries them (a client sending back what it read) has them
 * ignored; the field-list check (tests/unit/field-lists.test.ts) skips them.
 *
 * Add a field here when the server, not staff, writes it (a sync key, a derived index, a secret's
 * "is set" flag). Everything else a collection has must be in its write schema and form.
 */
export const COMMON_SERVER_MANAGED = ['id', 'createdAt', 'updatedAt'] as const

/**
 * The trash (docs/trash.md): deletedAt (Payload's, null on a live item) and who set it. Only
 * DELETE and the trash's restore set them, never a write body; reads carry them.
 */
const TRASH_FIELDS = ['deletedAt', 'deletedBy'] as const

/**
 * Drafts (docs/publishing.md): _status is set from the body's `status`, and the staff list's
 * `publishing` (status and scheduled times) is what the server says of the item; changedBy is
 * who saved it (stamped on each save, for the history).
 */
const PUBLISHING_FIELDS = ['_status', 'publishing', 'changedBy'] as const

export const SERVER_MANAGED_FIELDS = {
  /** audioBytes/audioType/audioSeconds are learned from the audio file when a sermon is saved. */
  sermons: [
    'youtubeVideoId',
    'audioBytes',
    'audioType',
    'audioSeconds',
    ...TRASH_FIELDS,
    ...PUBLISHING_FIELDS,
  ],
  /** sequence counts edits for calendar apps (RFC 5545 SEQUENCE). */
  events: ['sequence', ...TRASH_FIELDS, ...PUBLISHING_FIELDS],
  'sunday-services': [...TRASH_FIELDS, ...PUBLISHING_FIELDS],
  'featured-content': [...TRASH_FIELDS, ...PUBLISHING_FIELDS],
  'live-streams': ['youtubeVideoId', ...TRASH_FIELDS],
  'youtube-configs': [],
  groups: [...TRASH_FIELDS],
  /**
   * globalType is Payload's name for the global; smtpPasswordSet stands in for the secret. The
   * globals' _status is set from the body's `status` (docs/publishing.md); changedBy is who saved.
   */
  'site-config': ['globalType', 'smtpPasswordSet', '_status', 'changedBy'],
  'service-times': ['globalType', '_status', 'changedBy'],
  'page-texts': ['globalType', '_status', 'changedBy'],
} as const satisfies Record<string, readonly string[]>

export type WriteResource = keyof typeof SERVER_MANAGED_FIELDS

export const serverManagedFields = (resource: WriteResource): readonly string[] => [
  ...COMMON_SERVER_MANAGED,
  ...SERVER_MANAGED_FIELDS[resource],
]

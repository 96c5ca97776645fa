import type { TextareaField } from 'payload'

import { STAFF_NOTE_MAX_LENGTH } from '@/lib/schemas/admin-writes'

/** Staff's own note on something a visitor sent (never shown to the visitor nor emailed). */
export const staffNoteField: TextareaField = {
  name: 'staffNote',
  type: 'textarea',
  maxLength: STAFF_NOTE_MAX_LENGTH,
  admin: { description: 'For staff only: never shown to the visitor.' },
}

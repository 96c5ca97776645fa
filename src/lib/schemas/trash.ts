import { z } from 'zod'

import { TRASH_KIND_NAMES, type TrashKind } from '../trash-kinds'

const kind = z.enum(TRASH_KIND_NAMES as [TrashKind, ...TrashKind[]], {
  error: `Kind is one of ${TRASH_KIND_NAMES.join(', ')}`,
})

/** GET and DELETE /api/admin/trash: one kind, or every kind when left out. */
export const trashQuerySchema = z.object({ kind: kind.optional() })

export const trashItemSchema = z.object({
  kind,
  id: z.number().int(),
  title: z.string().describe('What staff call the item: its title, or a service by its date'),
  deletedAt: z.string().describe('When it was moved to the trash'),
  deletedBy: z
    .string()
    .nullable()
    .describe('Who moved it there: a name, else an email; null when the account is gone'),
  purgeAt: z.string().describe('When the purge job deletes it for good'),
})

export const trashListSchema = z.object({
  items: z.array(trashItemSchema),
  keptDays: z.number().int().describe('How many days an item stays in the trash'),
})

export type TrashItem = z.infer<typeof trashItemSchema>
export type TrashList = z.infer<typeof trashListSchema>

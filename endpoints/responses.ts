import { z } from 'zod'

import type { Responses, ResponseSpec } from './types'

/** Shorthands for the route table's responses. Shapes the server derives are named in openapi.ts. */

export const json = (description: string, schema: z.ZodType): ResponseSpec => ({
  description,
  body: { zod: schema },
})
export const doc = (description: string, name: string): ResponseSpec => ({
  description,
  body: { doc: name },
})
export const listOf = (description: string, name: string, counted = false): ResponseSpec => ({
  description,
  body: { listOf: name },
  ...(counted ? { headers: { 'X-Total-Count': 'How many items match, beyond this page' } } : {}),
})

export const messageBody = z.object({ message: z.string() })
export const message = (description: string): ResponseSpec => json(description, messageBody)

export const redirect = (description: string): Responses => ({
  303: { description, headers: { Location: 'Where to go next' } },
})

/** Create, update and delete of a collection's document by staff. */
export const crudResponses = {
  created: (name: string): Responses => ({ 201: doc('The created document', name) }),
  updated: (name: string): Responses => ({ 200: doc('The updated document', name) }),
  deleted: (): Responses => ({ 200: message("'Item deleted successfully'") }),
}

/**
 * A form's answer: the record's id and the success text the form shows. A submission judged spam
 * gets the same answer: it is kept in the inbox's Spam view (docs/privacy.md#spam).
 */
export const receivedBody = z.object({ id: z.number().int().optional(), message: z.string() })

export const publicUserBody = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string().nullable(),
  role: z.string(),
  isAdmin: z.boolean(),
})
export const loginBody = z.object({ user: publicUserBody })

const counts = (...names: string[]) =>
  z.object({
    message: z.string(),
    ...Object.fromEntries(names.map((name) => [name, z.number().int().min(0)])),
  })
export const bulkUpdateResult = counts('updated', 'created', 'skipped')
export const bulkImportResult = counts('imported', 'dropped')
export const clearAllResult = counts('deleted')
export const syncResult = counts('created', 'updated', 'skipped')

import { z } from 'zod'

import { badRequest } from '@/server/api/errors'
import { erasePersonalData } from '@/server/privacy/erase-personal-data'
import { findPersonalData } from '@/server/privacy/find-personal-data'
import { isEmail } from '@/lib/validation/rules'

import { json } from './responses'
import { route } from './types'

const address = z
  .string({ error: 'Enter an email address' })
  .trim()
  .toLowerCase()
  .max(254, 'The email address is too long')
  .refine(isEmail, 'Enter a valid email address')

const personalDataQuery = z.object({
  email: address,
  // ?download=1: the same JSON as a file, for the person who asked for it.
  download: z.enum(['1']).optional(),
})

const eraseBody = z.object({ email: address, confirm: z.string().trim().toLowerCase() })

const sectionsBody = z.object({
  email: z.string(),
  exportedAt: z.string(),
  sections: z.array(
    z.object({
      collection: z.string(),
      label: z.string(),
      rows: z.array(z.record(z.string(), z.unknown())),
    }),
  ),
})

/** One person's data (docs/privacy.md): staff find, export and erase what is stored about an address. */
export const adminPrivacyRoutes = [
  // GET /api/admin/personal-data?email= – everything stored about one address
  route({
    method: 'GET',
    path: '/admin/personal-data',
    access: 'admin',
    summary:
      'Everything stored about one email address, source by source (?download=1: as a JSON file)',
    responses: { 200: json('The rows that hold the address', sectionsBody) },
    query: personalDataQuery,
    handler: async ({ payload, user, query }) => {
      const found = await findPersonalData(payload, user, query.email)
      if (!query.download) return found
      return new Response(JSON.stringify(found, null, 2), {
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'Content-Disposition': `attachment; filename="personal-data-${found.exportedAt.slice(0, 10)}.json"`,
          'Cache-Control': 'no-store',
        },
      })
    },
  }),
  // POST /api/admin/personal-data/erase – erase one address, confirmed by typing it again
  route({
    method: 'POST',
    path: '/admin/personal-data/erase',
    access: 'admin',
    summary:
      'Erase everything stored about {email} (rows deleted or anonymised, counts kept); {confirm} must repeat the address; recorded with who and how many rows',
    responses: {
      200: json(
        'What was erased',
        z.object({ message: z.string(), rowsDeleted: z.number(), rowsAnonymised: z.number() }),
      ),
    },
    body: eraseBody,
    handler: ({ payload, user, body }) => {
      if (body.confirm !== body.email) {
        throw badRequest('Type the email address again to confirm the erasure', {
          confirm: 'Type the same email address again',
        })
      }
      return erasePersonalData(payload, user!, body.email)
    },
  }),
]

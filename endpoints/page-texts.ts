import {
  giveTextsBodySchema,
  navigationBodySchema,
  pageTextsSchema,
  visitTextsBodySchema,
} from '@/lib/schemas/page-texts'
import { aboutTextsBodySchema } from '@/lib/schemas/page-texts-about'
import { homeTextsBodySchema } from '@/lib/schemas/page-texts-home'
import type { z } from 'zod'

import type { PageTexts } from '@/lib/page-texts/defaults'
import { slugs } from '@/lib/slugs'
import { jsonResponse } from '@/server/api/json-response'
import { getPageTextsJson, toPageTexts } from '@/server/site-content/page-texts'

import { json } from './responses'
import { route } from './types'

/** Staff save one page's texts at a time; the other page's stay as they are. */
const savePageRoute = <Body extends Record<string, unknown>>(
  page: keyof PageTexts,
  summary: string,
  body: z.ZodType<Body>,
) =>
  route<Record<string, never>, Body>({
    method: 'PUT',
    path: `/admin/page-texts/${page}`,
    access: 'admin',
    summary,
    responses: { 200: json('Every page text, as saved', pageTextsSchema) },
    body,
    handler: async ({ payload, user, body: texts }) =>
      toPageTexts(
        await payload.updateGlobal({
          slug: slugs.pageTexts,
          data: { [page]: texts },
          depth: 0,
          overrideAccess: false,
          user,
        }),
      ),
  })

export const pageTextRoutes = [
  route({
    method: 'GET',
    path: '/page-texts',
    access: 'public',
    summary:
      'The texts of Home, About, Plan a Visit and Give and the menus, with [Church Name] and [Time] still to fill in',
    responses: { 200: json('The page texts', pageTextsSchema) },
    handler: async () => jsonResponse(await getPageTextsJson()),
  }),
  savePageRoute(
    'visit',
    "Save Plan a Visit's welcome text and its questions (in the order sent)",
    visitTextsBodySchema,
  ),
  savePageRoute(
    'give',
    'Save the giving account, the tax notice and the other ways to give',
    giveTextsBodySchema,
  ),
  savePageRoute(
    'home',
    "Save the home page's hero, its three welcome cards and the newsletter's promise",
    homeTextsBodySchema,
  ),
  savePageRoute(
    'about',
    'Save the leadership cards (in order), the Music, Kids Church and What We Believe texts (rich text) and which of those tabs are hidden',
    aboutTextsBodySchema,
  ),
  savePageRoute(
    'navigation',
    "Save the main menu's and the footer's links (paths on this site or http(s) addresses), in order",
    navigationBodySchema,
  ),
]

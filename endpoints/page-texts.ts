import {
  giveTextsBodySchema,
  navigationBodySchema,
  pageTextsSchema,
  visitTextsBodySchema,
} from '@/lib/schemas/page-texts'
import { aboutTextsBodySchema } from '@/lib/schemas/page-texts-about'
import { homeTextsBodySchema } from '@/lib/schemas/page-texts-home'
import { z } from 'zod'

import { staffGlobalSchema } from '@/lib/schemas/global-publishing'
import { publishingStateSchema } from '@/lib/schemas/publishing'
import { slugs } from '@/lib/slugs'
import { jsonResponse } from '@/server/api/json-response'
import { staffPageTexts } from '@/server/publishing/globals/staff-global-forms'
import { PAGE_TEXTS_PAGES, type PageTextsPage } from '@/server/publishing/globals/targets'
import {
  splitGlobalBody,
  writeGlobalForStaff,
} from '@/server/publishing/globals/write-global-for-staff'
import { getPageTextsJson } from '@/server/site-content/page-texts'

import { json } from './responses'
import { route } from './types'

/**
 * Staff save one page's texts at a time; the other pages stay as they are, drafts included. With
 * `status: 'draft'` the page's change is kept off the site (until `publishAt`, when given);
 * without, it is published at once (docs/publishing.md).
 */
const savePageRoute = <Body extends Record<string, unknown>>(
  page: PageTextsPage,
  summary: string,
  body: z.ZodType<Body>,
) =>
  route<Record<string, never>, Body>({
    method: 'PUT',
    path: `/admin/page-texts/${page}`,
    access: 'admin',
    summary: `${summary}; status draft saves a draft (publishAt: when it goes live)`,
    responses: { 200: json('Every page text, as last saved (drafts included)', pageTextsSchema) },
    body,
    handler: async ({ payload, user, body: texts }) => {
      const { fields, choice } = splitGlobalBody(texts)
      await writeGlobalForStaff(
        { payload, user },
        { global: slugs.pageTexts, page },
        fields,
        choice,
      )
      return (await staffPageTexts(payload)).saved
    },
  })

const pageStates = z.object(
  Object.fromEntries(PAGE_TEXTS_PAGES.map((page) => [page, publishingStateSchema])),
)

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
  route({
    method: 'GET',
    path: '/admin/page-texts',
    access: 'admin',
    summary:
      "The page texts as last saved (a pending draft included) and each page's publishing state, for the dashboard's forms",
    responses: {
      200: json(
        'The page texts for staff',
        staffGlobalSchema(pageTextsSchema).extend({ publishing: pageStates }),
      ),
    },
    handler: ({ payload }) => staffPageTexts(payload),
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

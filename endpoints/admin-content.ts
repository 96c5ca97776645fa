import type { z } from 'zod'

import {
  eventBodySchema,
  featuredContentBodySchema,
  liveStreamBodySchema,
  sermonBodySchema,
  sundayServiceBodySchema,
} from '@/lib/schemas/content'
import { groupBodySchema } from '@/lib/schemas/groups'
import { slugs } from '@/lib/slugs'
import type { TrashCollection } from '@/lib/trash-kinds'
import { createForStaff, existingForStaff, updateForStaff } from '@/server/admin/write-for-staff'
import { parseId } from '@/server/api/ids'
import { writeWithPublishing } from '@/server/publishing/write-with-publishing'
import {
  PUBLISHING_COLLECTIONS,
  type PublishingCollection,
} from '@/server/publishing/schedule-store'
import { moveToTrash } from '@/server/trash/move-to-trash'

import { crudResponses } from './responses'
import { route, type Route } from './types'

type Resource = {
  path: string
  collection: TrashCollection
  label: string
  body: z.ZodType<Record<string, unknown>>
}

/** Every resource's DELETE moves the item to the trash (docs/trash.md). */
const deleteRoute = ({ path, collection, label }: Resource): Route =>
  route({
    method: 'DELETE',
    path: `/admin/${path}/:id`,
    access: 'admin',
    summary: `Move a ${label.toLowerCase()} to the trash (restore it from /admin/trash)`,
    responses: crudResponses.deleted(),
    handler: async ({ payload, user, params }) => {
      const id = parseId(params.id, label)
      await existingForStaff({ payload, user }, collection, id, label)
      await moveToTrash(payload, user, collection, id)
      // The spec's answer: the item is gone from the site, as a delete always was.
      return { message: 'Item deleted successfully' }
    },
  })

const hasDrafts = (collection: string): collection is PublishingCollection =>
  (PUBLISHING_COLLECTIONS as readonly string[]).includes(collection)

/**
 * Sermons, events, Sunday services and featured content have drafts (docs/publishing.md): their
 * writes take `status`, `publishAt` and `unpublishAt` and answer with the item's publishing state.
 */
const publishingCrudRoutes = (
  resource: Resource & { collection: PublishingCollection },
): Route[] => {
  const { path, collection, label, body } = resource
  return [
    route({
      method: 'POST',
      path: `/admin/${path}`,
      access: 'admin',
      summary: `Create a ${label.toLowerCase()} (201 with the new item); status draft saves a draft`,
      responses: crudResponses.created(`${collection}-for-staff`),
      body,
      handler: async ({ payload, user, body: data }) =>
        Response.json(await writeWithPublishing({ payload, user }, collection, data), {
          status: 201,
        }),
    }),
    route({
      method: 'PUT',
      path: `/admin/${path}/:id`,
      access: 'admin',
      summary: `Update a ${label.toLowerCase()}; status draft saves a draft; keys a read returns are ignored`,
      responses: crudResponses.updated(`${collection}-for-staff`),
      body,
      handler: ({ payload, user, params, body: data }) =>
        writeWithPublishing({ payload, user }, collection, data, {
          id: parseId(params.id, label),
          label,
        }),
    }),
    deleteRoute(resource),
  ]
}

/** POST /api/admin/<path>, PUT and DELETE /api/admin/<path>/:id – the dashboard's create/edit dialog. */
const staffCrudRoutes = (resource: Resource): Route[] => {
  const { path, collection, label, body } = resource
  if (hasDrafts(collection)) return publishingCrudRoutes({ ...resource, collection })
  return [
    route({
      method: 'POST',
      path: `/admin/${path}`,
      access: 'admin',
      summary: `Create a ${label.toLowerCase()} (201 with the new item)`,
      responses: crudResponses.created(collection),
      body,
      handler: async ({ payload, user, body: data }) =>
        Response.json(await createForStaff({ payload, user }, collection, data), { status: 201 }),
    }),
    route({
      method: 'PUT',
      path: `/admin/${path}/:id`,
      access: 'admin',
      summary: `Update a ${label.toLowerCase()}; keys a read returns (id, createdAt, …) are ignored`,
      responses: crudResponses.updated(collection),
      body,
      handler: ({ payload, user, params, body: data }) =>
        updateForStaff({ payload, user }, collection, parseId(params.id, label), data, label),
    }),
    deleteRoute(resource),
  ]
}

export const adminContentRoutes: Route[] = [
  ...staffCrudRoutes({
    path: 'sermons',
    collection: slugs.sermons,
    label: 'Sermon',
    body: sermonBodySchema,
  }),
  ...staffCrudRoutes({
    path: 'groups',
    collection: slugs.groups,
    label: 'Group',
    body: groupBodySchema,
  }),
  ...staffCrudRoutes({
    path: 'events',
    collection: slugs.events,
    label: 'Event',
    body: eventBodySchema,
  }),
  ...staffCrudRoutes({
    path: 'sunday-services',
    collection: slugs.sundayServices,
    label: 'Sunday service',
    body: sundayServiceBodySchema,
  }),
  ...staffCrudRoutes({
    path: 'featured-content',
    collection: slugs.featuredContent,
    label: 'Featured content',
    body: featuredContentBodySchema,
  }),
  // Live streams: the livestreams tab deletes (docs/requirements/dashboard.md); create and
  // update let a client correct what a sync brought in, with the same rules as every resource.
  ...staffCrudRoutes({
    path: 'live-streams',
    collection: slugs.liveStreams,
    label: 'Live stream',
    body: liveStreamBodySchema,
  }),
]

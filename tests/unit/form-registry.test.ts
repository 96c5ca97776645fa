import { describe, expect, it } from 'vitest'

import { publicFormCollections } from '@collections/public-forms'
import { adminSettingsAndMessageRoutes } from '@endpoints/admin-settings-and-messages'
import { emailRoutes } from '@endpoints/email'
import { formRoutes } from '@endpoints/forms'
import { apiRoutes } from '@endpoints/index'
import { staffListRoutes } from '@endpoints/staff-lists'
import type { Method, Route } from '@endpoints/types'
import { inboxViews } from '@/components/admin/messages/inbox-views'
import { INBOX_COLLECTIONS, inboxForms, publicForms } from '@/lib/forms/registry'
import { slugs } from '@/lib/slugs'
import { openApiPath, openApiPaths } from '@/server/api/openapi'
import { emailJobs } from '@/server/email/email-jobs'
import { sendRecordEmailsTask } from '@/server/email/send-record-emails-task'
import { inboxServerForms, serverForms } from '@/server/forms/registry'

/**
 * A public form is declared once (src/lib/forms/registry.ts for its names and words,
 * src/server/forms/registry.ts for what the server does) and shows up in many places: its route,
 * its rate-limit guard, the collection it stores into, the task that sends its emails, the
 * OpenAPI document, and for an inbox form the staff routes, the email task's kinds and the
 * Messages tab. This test lists, for each place, the forms it has, and says which place misses
 * (or invents) which form. docs/forms.md says how to add one.
 */

type Place = {
  /** Where the list is, as the failure message names it. */
  where: string
  /** The form kinds (or, for inbox places, the inbox collections) this place has. */
  has: readonly string[]
}

const kindOfPath = new Map<string, string>(publicForms.map(({ path, kind }) => [path, kind]))
const kindOfCollection = new Map<string, string>(
  serverForms.map(({ stores, declaration }) => [stores, declaration.kind]),
)
const taskSlugs = emailJobs.tasks.map(({ slug }) => slug)
const collectionSlugs = publicFormCollections.map(({ slug }) => slug)
const slugValues: readonly string[] = Object.values(slugs)

/** The collections of the routes with this method whose path is /admin/<collection><suffix>. */
const collectionsRouted = (routes: readonly Route[], method: Method, suffix: string) =>
  routes.flatMap((route) => {
    const match = new RegExp(`^/admin/([a-z-]+)${suffix.replaceAll('/', '\\/')}$`).exec(route.path)
    return route.method === method && route.access === 'admin' && match ? [match[1]] : []
  })

const documented = openApiPaths(apiRoutes)

/** The places every public form must be in, as form kinds. */
const formPlaces = (): Place[] => [
  {
    where: 'server registry serverForms (src/server/forms/registry.ts)',
    has: serverForms.map(({ declaration }) => declaration.kind),
  },
  {
    where: 'public POST routes formRoutes (endpoints/forms.ts)',
    has: formRoutes
      .filter((route) => route.method === 'POST' && route.access === 'public')
      .map((route) => kindOfPath.get(route.path) ?? `unknown path ${route.path}`),
  },
  {
    where: 'rate-limit guards of formRoutes (endpoints/forms.ts)',
    has: formRoutes
      .filter((route) => route.guard !== undefined)
      .map((route) => kindOfPath.get(route.path) ?? `unknown path ${route.path}`),
  },
  {
    where: 'the OpenAPI paths (src/server/api/openapi.ts)',
    has: publicForms
      .filter(({ path }) => documented[openApiPath(path)]?.post !== undefined)
      .map(({ kind }) => kind),
  },
  {
    where: 'stored collections publicFormCollections (collections/public-forms.ts)',
    has: collectionSlugs.map((slug) => kindOfCollection.get(slug) ?? `unknown collection ${slug}`),
  },
  {
    where: 'collection slugs (src/lib/slugs.ts)',
    has: serverForms
      .filter(({ stores }) => slugValues.includes(stores))
      .map(({ declaration }) => declaration.kind),
  },
  {
    where: 'email tasks emailJobs.tasks (src/server/email/email-jobs.ts)',
    has: serverForms
      .filter(({ emailTask }) => taskSlugs.includes(emailTask))
      .map(({ declaration }) => declaration.kind),
  },
]

/** The places every inbox form must be in, as its collection. */
const inboxPlaces = (): Place[] => [
  {
    where: 'server registry inboxServerForms (src/server/forms/registry.ts)',
    has: inboxServerForms.map(({ stores }) => stores),
  },
  {
    where: 'inbox forms with their emails composed (src/server/forms/kinds/)',
    has: inboxServerForms
      .filter(({ emails }) => typeof emails === 'function')
      .map(({ stores }) => stores),
  },
  {
    where: 'email task kinds sendRecordEmailsTask (src/server/email/send-record-emails-task.ts)',
    has: (
      sendRecordEmailsTask.inputSchema?.find(
        (field) => 'name' in field && field.name === 'kind',
      ) as {
        options: string[]
      }
    ).options,
  },
  {
    // The list answers with the collection's "-for-staff" shape (with its email state), which
    // src/server/api/openapi.ts adds to the document for every inbox collection.
    where:
      'staff lists GET /admin/<collection> of <collection>-for-staff (endpoints/staff-lists.ts)',
    has: staffListRoutes.flatMap(({ method, path, responses }) => {
      const body = responses?.[200]?.body
      const listed = body && 'listOf' in body ? body.listOf : ''
      return method === 'GET' && listed === `${path.replace('/admin/', '')}-for-staff`
        ? [path.replace('/admin/', '')]
        : []
    }),
  },
  {
    where: 'status changes PUT /admin/<collection>/:id (endpoints/admin-settings-and-messages.ts)',
    has: collectionsRouted(adminSettingsAndMessageRoutes, 'PUT', '/:id'),
  },
  {
    where:
      'staff notes PUT /admin/<collection>/:id/staff-note (endpoints/admin-settings-and-messages.ts)',
    has: collectionsRouted(adminSettingsAndMessageRoutes, 'PUT', '/:id/staff-note'),
  },
  {
    where: 'resends POST /admin/<collection>/:id/resend-email (endpoints/email.ts)',
    has: collectionsRouted(emailRoutes, 'POST', '/:id/resend-email'),
  },
  {
    where: 'Messages tab inboxViews (src/components/admin/messages/inbox-views.tsx)',
    has: Object.keys(inboxViews),
  },
]

/** Every way the places disagree with the declared forms, as sentences. */
const mismatches = (declared: readonly string[], places: readonly Place[]): string[] =>
  places.flatMap(({ where, has }) => [
    ...declared.filter((name) => !has.includes(name)).map((name) => `${where} misses "${name}"`),
    ...has
      .filter((name) => !declared.includes(name))
      .map((name) => `${where} has "${name}", which no form declares`),
    ...has
      .filter((name, index) => has.indexOf(name) !== index)
      .map((name) => `${where} has "${name}" twice`),
  ])

const kinds = publicForms.map(({ kind }) => kind)

describe('every public form is in every place that serves it', () => {
  it('each form is declared once, the server half in the same order', () => {
    expect(new Set(kinds).size).toBe(kinds.length)
    expect(new Set(publicForms.map(({ path }) => path)).size).toBe(kinds.length)
    expect(serverForms.map(({ declaration }) => declaration)).toEqual(publicForms)
  })

  it('every form has its route, limits, collection, slug, email task and OpenAPI entry', () => {
    expect(mismatches(kinds, formPlaces())).toEqual([])
  })

  it('every inbox form has its staff routes, email composer, email task kind and Messages view', () => {
    expect(INBOX_COLLECTIONS).toEqual(inboxForms.map(({ inbox }) => inbox.collection))
    expect(mismatches(INBOX_COLLECTIONS, inboxPlaces())).toEqual([])
  })

  it('an inbox form stores into its own inbox collection', () => {
    for (const form of inboxServerForms) expect(form.stores).toBe(form.declaration.inbox.collection)
  })

  it('the check finds a form missing from one place', () => {
    const places = formPlaces().map((place) =>
      place.where.startsWith('public POST routes')
        ? { ...place, has: place.has.filter((kind) => kind !== 'visit') }
        : place,
    )
    expect(mismatches(kinds, places)).toEqual([
      'public POST routes formRoutes (endpoints/forms.ts) misses "visit"',
    ])
    const inbox = inboxPlaces().map((place) =>
      place.where.startsWith('Messages tab')
        ? { ...place, has: [...place.has, 'prayer-requests'] }
        : place,
    )
    expect(mismatches(INBOX_COLLECTIONS, inbox)).toEqual([
      'Messages tab inboxViews (src/components/admin/messages/inbox-views.tsx) has "prayer-requests", which no form declares',
    ])
  })
})

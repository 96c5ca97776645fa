import { configToJSONSchema, type SanitizedConfig } from 'payload'
import { z } from 'zod'

import type { ResponseBody, Route } from '@endpoints/types'
import { EMAIL_DELIVERY_STATUSES } from '@/lib/email-delivery'
import { INBOX_COLLECTIONS } from '@/lib/forms/registry'
import { publishingStateSchema } from '@/lib/schemas/publishing'
import { PUBLIC_SITE_CONFIG_FIELDS, SECRET_SITE_CONFIG_FIELDS } from '@/lib/site-config'
import { PUBLISHING_COLLECTIONS } from '@/server/publishing/schedule-store'

/**
 * The OpenAPI 3.1 document of /api, generated from the route table (endpoints/) and its zod
 * schemas, with response bodies described by Payload's own JSON Schema of each collection.
 * GET /api/openapi.json serves it; `npm run docs:api` writes the README's table from it.
 * docs/decisions/014-one-source-of-truth.md says why.
 */

type JsonSchema = Record<string, unknown>
type Document = {
  openapi: '3.1.0'
  info: { title: string; version: string; description: string }
  paths: Record<string, Record<string, Operation>>
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, JsonSchema> }
}
export type Operation = {
  operationId: string
  summary: string
  tags: string[]
  'x-access': Route['access']
  security?: Record<string, string[]>[]
  parameters?: JsonSchema[]
  requestBody?: JsonSchema
  responses: Record<string, JsonSchema>
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` })

/** zod's JSON Schema without its $schema line (the document says which dialect). */
export const zodSchema = (schema: z.core.$ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' })
  return rest
}

/** /sermons/:id → /api/sermons/{id} */
export const openApiPath = (path: string) =>
  `/api${path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`.replace(/\/$/, '') || '/api'

export const operationId = ({ method, path }: Pick<Route, 'method' | 'path'>) =>
  `${method.toLowerCase()}${path
    .split('/')
    .filter(Boolean)
    .map((part) => part.replace(/^:/, 'by-'))
    .map((part) =>
      part.replace(/[^A-Za-z0-9]+(.)?/g, (_m, next: string) => next?.toUpperCase() ?? ''),
    )
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('')}`

const ERROR = 'Error'

const bodySchema = (body: ResponseBody): JsonSchema =>
  'doc' in body
    ? ref(body.doc)
    : 'listOf' in body
      ? { type: 'array', items: ref(body.listOf) }
      : 'anyOf' in body
        ? { anyOf: body.anyOf.map(ref) }
        : 'zod' in body
          ? zodSchema(body.zod, 'output')
          : { type: 'null' }

const parameters = (route: Route): JsonSchema[] => {
  const inPath = [...route.path.matchAll(/:([A-Za-z0-9_]+)/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }))
  if (!route.query) return inPath
  const query = zodSchema(route.query, 'input') as {
    properties?: Record<string, JsonSchema>
    required?: string[]
  }
  const inQuery = Object.entries(query.properties ?? {}).map(([name, schema]) => ({
    name,
    in: 'query',
    required: query.required?.includes(name) ?? false,
    schema,
  }))
  return [...inPath, ...inQuery]
}

const requestBody = (route: Route): JsonSchema | undefined => {
  if (route.rawBody)
    return {
      required: true,
      description: `The file's bytes, at most ${route.rawBody.maxBytes} bytes`,
      content: { 'image/*': { schema: { type: 'string', contentMediaType: 'image/*' } } },
    }
  if (!route.body) return undefined
  return {
    required: true,
    content: { 'application/json': { schema: zodSchema(route.body, 'input') } },
  }
}

const responses = (route: Route): Record<string, JsonSchema> => {
  const described = Object.entries(route.responses ?? {}).map(([status, spec]) => {
    const headers = spec?.headers
      ? Object.fromEntries(
          Object.entries(spec.headers).map(([name, description]) => [
            name,
            { description, schema: { type: 'string' } },
          ]),
        )
      : undefined
    const content = spec?.body
      ? { [spec.contentType ?? 'application/json']: { schema: bodySchema(spec.body) } }
      : spec?.contentType
        ? { [spec.contentType]: { schema: { type: 'string', contentMediaType: spec.contentType } } }
        : undefined
    return [
      status,
      {
        description: spec?.description ?? '',
        ...(headers ? { headers } : {}),
        ...(content ? { content } : {}),
      },
    ]
  })
  return {
    ...Object.fromEntries(described),
    default: {
      description:
        'An error: a message for people, and field-by-field messages when input was refused',
      content: { 'application/json': { schema: ref(ERROR) } },
    },
  }
}

export const operationFor = (route: Route): Operation => {
  const params = parameters(route)
  const body = requestBody(route)
  return {
    operationId: operationId(route),
    summary: route.summary,
    tags: [route.path.split('/').filter(Boolean)[route.path.startsWith('/admin/') ? 1 : 0] ?? ''],
    'x-access': route.access,
    ...(route.access !== 'public' ? { security: [{ session: [] }] } : {}),
    ...(params.length ? { parameters: params } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: responses(route),
  }
}

/** The paths of the document: needs only the route table (the README's table is made from these). */
export const openApiPaths = (routes: readonly Route[]) => {
  const paths: Document['paths'] = {}
  for (const route of routes) {
    const item = (paths[openApiPath(route.path)] ??= {})
    item[route.method.toLowerCase()] = operationFor(route)
  }
  return paths
}

/** A record's email state as the staff lists show it (src/server/email/record-emails.ts). */
const emailDeliveryState = z.object({
  status: z.enum(EMAIL_DELIVERY_STATUSES),
  error: z.string().nullable(),
  attempts: z.number().int(),
  retrying: z.boolean(),
  updatedAt: z.string().nullable(),
})

/** Payload writes `enum` without null for an optional select; null is what an unset one reads. */
const allowNullInEnums = (schema: unknown): void => {
  if (!schema || typeof schema !== 'object') return
  const node = schema as { type?: unknown; enum?: unknown[] }
  if (Array.isArray(node.type) && node.type.includes('null') && Array.isArray(node.enum))
    if (!node.enum.includes(null)) node.enum.push(null)
  for (const value of Object.values(node)) allowNullInEnums(value)
}

const pick = (object: Record<string, JsonSchema>, keys: readonly string[]) =>
  Object.fromEntries(keys.filter((key) => key in object).map((key) => [key, object[key]]))

/** Payload's JSON Schema of each collection, and the shapes the server derives from them. */
const componentSchemas = (config: SanitizedConfig): Record<string, JsonSchema> => {
  const { definitions = {} } = configToJSONSchema(config)
  const all = JSON.parse(
    JSON.stringify(definitions).replaceAll('#/definitions/', '#/components/schemas/'),
  ) as Record<string, JsonSchema>
  // Payload's schema leaves out the id of a Postgres (serial) collection; every read has one.
  for (const { slug } of config.collections) {
    const schema = all[slug] as { properties?: Record<string, JsonSchema>; required?: string[] }
    if (!schema?.properties || 'id' in schema.properties) continue
    schema.properties = { id: { type: 'integer' }, ...schema.properties }
    schema.required = ['id', ...(schema.required ?? [])]
  }
  allowNullInEnums(all)
  // Upcoming lists add each event's next date and its repetition in words (upcoming-events.ts).
  const events = all.events as { properties: Record<string, JsonSchema> }
  events.properties.nextDate = {
    type: 'string',
    description: 'With upcoming=true: the date (YYYY-MM-DD) the event next happens on',
  }
  events.properties.recurrenceText = {
    type: 'string',
    description: "With upcoming=true, for a series: how it repeats, in staff's words or the rule's",
  }
  const forStaff = (name: string): JsonSchema => {
    const schema = all[name] as { properties: Record<string, JsonSchema> }
    return {
      ...schema,
      description: 'With the email state the dashboard shows',
      properties: {
        ...schema.properties,
        emailDelivery: { anyOf: [zodSchema(emailDeliveryState, 'output'), { type: 'null' }] },
      },
    }
  }
  // The Groups tab's list adds each group's count of new requests (groups-for-staff.ts).
  const groups = all.groups as { properties: Record<string, JsonSchema>; required?: string[] }
  const groupsForStaff: JsonSchema = {
    ...groups,
    description: 'With how many new requests to join wait for the group',
    properties: {
      ...groups.properties,
      newRequests: { type: 'integer', minimum: 0, description: 'Requests with status new' },
    },
    required: [...(groups.required ?? []), 'newRequests'],
  }
  // The staff lists and writes of the collections with drafts add each item's publishing state.
  const withPublishing = (name: string): JsonSchema => {
    const schema = all[name] as { properties: Record<string, JsonSchema>; required?: string[] }
    return {
      ...schema,
      description: 'With its publishing state (docs/publishing.md)',
      properties: { ...schema.properties, publishing: zodSchema(publishingStateSchema, 'output') },
      required: [...(schema.required ?? []), 'publishing'],
    }
  }
  const site = all['site-config'] as { properties: Record<string, JsonSchema>; required: string[] }
  const secrets: readonly string[] = SECRET_SITE_CONFIG_FIELDS
  const staffProperties = {
    id: { type: 'integer' },
    globalType: { type: 'string' },
    ...Object.fromEntries(
      Object.entries(site.properties).filter(([key]) => !secrets.includes(key)),
    ),
    ...Object.fromEntries(secrets.map((key) => [`${key}Set`, { type: 'boolean' }])),
  }
  return {
    ...all,
    ...Object.fromEntries(
      INBOX_COLLECTIONS.map((collection) => [`${collection}-for-staff`, forStaff(collection)]),
    ),
    'groups-for-staff': groupsForStaff,
    ...Object.fromEntries(
      PUBLISHING_COLLECTIONS.map((collection) => [
        `${collection}-for-staff`,
        withPublishing(collection),
      ]),
    ),
    PublicSiteConfig: {
      type: 'object',
      additionalProperties: false,
      description: 'What anyone may read: an allow-list (src/lib/site-config.ts)',
      properties: pick(site.properties, PUBLIC_SITE_CONFIG_FIELDS),
      required: [...PUBLIC_SITE_CONFIG_FIELDS],
    },
    StaffSiteConfig: {
      type: 'object',
      additionalProperties: false,
      description: 'What staff read: every field but the secrets, which are only reported as set',
      properties: staffProperties,
      required: [...site.required, ...secrets.map((key) => `${key}Set`)],
    },
    StaffSiteConfigForm: {
      type: 'object',
      additionalProperties: false,
      description:
        'The settings as last saved (a pending draft included) and their publishing state',
      properties: {
        saved: ref('StaffSiteConfig'),
        publishing: zodSchema(publishingStateSchema, 'output'),
      },
      required: ['saved', 'publishing'],
    },
    [ERROR]: {
      type: 'object',
      additionalProperties: false,
      required: ['message'],
      properties: {
        message: { type: 'string', description: 'A sentence for people' },
        errors: {
          type: 'object',
          description: 'Field by field, for refused input',
          additionalProperties: { type: 'string' },
        },
      },
    },
  }
}

export const buildOpenApiDocument = (
  routes: readonly Route[],
  config: SanitizedConfig,
): Document => ({
  openapi: '3.1.0',
  info: {
    title: 'Shoreline /api',
    version: '1',
    description:
      'The routes the site and the staff dashboard call. Admin routes need a staff session: ' +
      '401 without one, 403 for a logged-in person who is not staff.',
  },
  paths: openApiPaths(routes),
  components: {
    schemas: componentSchemas(config),
    securitySchemes: {
      session: { type: 'apiKey', in: 'cookie', name: `${config.cookiePrefix}-token` },
    },
  },
})

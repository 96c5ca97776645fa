import type { Payload } from 'payload'
import type { z } from 'zod'

import type { User } from '../payload-types'

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * public: anyone. admin: staff only (401 for anonymous callers, 403 for logged-in non-staff).
 * prayer: staff and the prayer team (401 anonymous, 403 everyone else); what each may read of the
 * prayer requests is the collection's own access (docs/prayer.md).
 */
export type Access = 'public' | 'admin' | 'prayer'

/**
 * What a response body is, for the OpenAPI document (src/server/api/openapi.ts): a stored document
 * as Payload describes it (by collection slug, or one of the shapes the server derives), a list of
 * them, or a zod schema.
 */
export type ResponseBody =
  | { doc: string }
  | { listOf: string }
  | { anyOf: string[] }
  | { zod: z.ZodType }
  | { nullBody: true }

export type ResponseSpec = {
  description: string
  body?: ResponseBody
  /** Anything but JSON (an image, a redirect without a body). */
  contentType?: string
  headers?: Record<string, string>
}

/** Responses by status; errors ({message, errors?}) are described once for every route. */
export type Responses = Partial<Record<number, ResponseSpec>>

export type RouteContext<Query, Body> = {
  request: Request
  payload: Payload
  user: User | null
  params: Record<string, string>
  query: Query
  body: Body
}

export type Route<Query = unknown, Body = unknown> = {
  method: Method
  /** Under /api, with :name segments, e.g. /sermons/:id */
  path: string
  access: Access
  /** The route's one description: the OpenAPI document and the README's table show it. */
  summary: string
  /** The success (and other non-error) responses; see Responses. */
  responses?: Responses
  /**
   * A public route that behaves differently for staff says so; only then (and for admin routes)
   * does the router look up the caller. Forgetting it errs safe: the caller is treated as anonymous.
   */
  identifiesCaller?: boolean
  /**
   * A state-changing route whose only credential is a signed token in the request and that reads
   * no session may be called from any origin (the one-click unsubscribe a mail provider posts).
   * Every other POST, PUT, PATCH and DELETE is refused for a foreign or missing Origin
   * (src/server/api/same-origin.ts).
   */
  anyOrigin?: true
  /**
   * An address people open in their browser (a link from the dashboard): a refusal (401, 403, a
   * bad query) of a page visit is a small HTML page with the same status and message, not JSON.
   */
  opensInBrowser?: true
  /**
   * Runs after access checks and before the body is read, e.g. a rate limit that counts every
   * attempt, well-formed or not. Throw (an ApiError) to refuse.
   */
  guard?: (context: { request: Request; payload: Payload }) => Promise<void>
  // The public forms' schemas are zod/mini (they ship to the browser too); the rest full zod.
  query?: z.core.$ZodType<Query>
  body?: z.core.$ZodType<Body>
  /**
   * The body is bytes, not JSON (a file upload): the router hands the handler a Buffer of at most
   * maxBytes and answers 413 with tooLargeMessage beyond that.
   */
  rawBody?: {
    maxBytes: number
    tooLargeMessage: string
    /** Runs before a byte of the body is read (e.g. check a signed token): throw to refuse. */
    precheck?: (context: { request: Request; params: Record<string, string> }) => void
  }
  handler: (context: RouteContext<Query, Body>) => Promise<Response | unknown>
}

/** Declares a route with its types inferred from its schemas. */
export const route = <Query = Record<string, never>, Body = undefined>(
  definition: Route<Query, Body>,
): Route => definition as unknown as Route

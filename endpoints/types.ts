import type { Payload } from 'payload'
import type { z } from 'zod'

import type { User } from '../payload-types'

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** public: anyone. admin: staff only (401 for anonymous callers, 403 for logged-in non-staff). */
export type Access = 'public' | 'admin'

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
  summary: string
  /**
   * A public route that behaves differently for staff says so; only then (and for admin routes)
   * does the router look up the caller. Forgetting it errs safe: the caller is treated as anonymous.
   */
  identifiesCaller?: boolean
  // The public forms' schemas are zod/mini (they ship to the browser too); the rest full zod.
  query?: z.core.$ZodType<Query>
  body?: z.core.$ZodType<Body>
  /**
   * The body is bytes, not JSON (a file upload): the router hands the handler a Buffer of at most
   * maxBytes and answers 413 with tooLargeMessage beyond that.
   */
  rawBody?: { maxBytes: number; tooLargeMessage: string }
  handler: (context: RouteContext<Query, Body>) => Promise<Response | unknown>
}

/** Declares a route with its types inferred from its schemas. */
export const route = <Query = Record<string, never>, Body = undefined>(
  definition: Route<Query, Body>,
): Route => definition as unknown as Route

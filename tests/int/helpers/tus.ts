import { apiRoutes } from '@endpoints/index'
import { env } from '@/env'
import { handleApiRequest } from '@/server/api/router'

import { responseProblems } from './openapi'

/**
 * A tus 1.0 client for the in-process router, as the dashboard's tus-js-client speaks it, with
 * every answer checked against the OpenAPI document like callApi does.
 */
const UPLOADS = '/api/admin/sermon-uploads'

const send = async (method: string, path: string, cookie: string, init: RequestInit = {}) => {
  const headers = new Headers(init.headers)
  headers.set('cookie', cookie)
  headers.set('sec-fetch-site', 'same-origin')
  headers.set('tus-resumable', '1.0.0')
  if (method !== 'GET' && method !== 'HEAD') headers.set('origin', env.SITE_URL)
  const url = new URL(path, env.SITE_URL)
  const response = await handleApiRequest(
    new Request(url, { ...init, method, headers, ...(init.body ? { duplex: 'half' } : {}) }),
    apiRoutes,
  )
  const text = await response.text()
  let json: unknown = null
  try {
    json = text ? JSON.parse(text) : null
  } catch {
    // tus itself answers some refusals in plain text; keep the text so the check below names it.
    json = text
  }
  const result = { status: response.status, headers: response.headers, json: json as any }
  const problems = await responseProblems(method === 'HEAD' ? 'GET' : method, url.pathname, result)
  if (problems.length) throw new Error(`Response breaks /api/openapi.json:\n${problems.join('\n')}`)
  return result
}

const metadataHeader = (metadata: Record<string, string | number>) =>
  Object.entries(metadata)
    .map(([key, value]) => `${key} ${Buffer.from(String(value)).toString('base64')}`)
    .join(',')

/** POST: a new upload of `length` bytes; its address, or the refusal. */
export const createUpload = async (
  cookie: string,
  length: number,
  metadata: Record<string, string | number>,
) => {
  const result = await send('POST', UPLOADS, cookie, {
    headers: { 'upload-length': String(length), 'upload-metadata': metadataHeader(metadata) },
  })
  const location = result.headers.get('location')
  return { ...result, location: location ? new URL(location, env.SITE_URL).pathname : null }
}

/** PATCH: bytes from `offset`, as a buffer or a stream (a stream that errors is a dropped line). */
export const sendBytes = (
  cookie: string,
  location: string,
  offset: number,
  body: Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array>,
) =>
  send('PATCH', location, cookie, {
    headers: {
      'content-type': 'application/offset+octet-stream',
      'upload-offset': String(offset),
    },
    body,
  })

/** HEAD: how many bytes the server has. */
export const uploadOffset = async (cookie: string, location: string) => {
  const result = await send('HEAD', location, cookie)
  return { ...result, offset: Number(result.headers.get('upload-offset')) }
}

export const cancelUpload = (cookie: string, location: string) => send('DELETE', location, cookie)

import { expect } from 'vitest'

import { callApi } from './api'

/** GET /api/page-texts, and PUT one page's texts as the given session. */
export const pageTextsApi = (adminCookie: () => string) => ({
  saved: async () => (await callApi('GET', '/page-texts')).json,
  put: (page: string, body: unknown, cookie = adminCookie()) =>
    callApi('PUT', `/admin/page-texts/${page}`, { body, cookie }),
})

/** A save refused with one field's message, and nothing stored. */
export const expectFieldRefusal = async (
  api: ReturnType<typeof pageTextsApi>,
  page: string,
  body: unknown,
  field: string,
  message: string,
) => {
  const before = await api.saved()
  const { status, json } = await api.put(page, body)
  expect(status).toBe(400)
  expect(json.errors).toEqual({ [field]: message })
  expect(await api.saved()).toEqual(before)
}

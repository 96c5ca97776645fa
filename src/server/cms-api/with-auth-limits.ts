import { isApiError } from '@/server/api/errors'
import { getPayloadClient } from '@/server/payload'
import { readCappedBody } from '@/server/api/body/read-capped'
import { loginThrottle } from '@/server/rate-limit/login-throttle'
import { limitPasswordReset } from '@/server/rate-limit/reset-limits'

import { cmsApiError } from './error-response'
import type { RestHandler } from './types'

/** Payload's own sign-in and reset routes under /cms-api, for the users collection. */
const LOGIN = /^\/cms-api\/users\/login\/?$/
const FORGOT = /^\/cms-api\/users\/forgot-password\/?$/

/** The email a login or reset body names, read from a copy so Payload still reads the original. */
const emailIn = async (request: Request): Promise<string> => {
  try {
    const bytes = await readCappedBody(request.clone(), 64 * 1024, 'Request body is too large')
    const body = JSON.parse(bytes.toString('utf8')) as { email?: unknown }
    return typeof body.email === 'string' ? body.email.trim().toLowerCase().slice(0, 254) : ''
  } catch (error) {
    if (isApiError(error)) throw error
    return ''
  }
}

/**
 * Payload's /cms-api/users/login and /forgot-password get the same throttles as /api/auth/login:
 * failed sign-ins per address and per account, reset requests per address and per account.
 */
export const withAuthLimits =
  (handler: RestHandler): RestHandler =>
  async (request, args) => {
    const path = new URL(request.url).pathname
    const isLogin = LOGIN.test(path)
    if (!isLogin && !FORGOT.test(path)) return handler(request, args)
    try {
      const payload = await getPayloadClient()
      const email = await emailIn(request)
      if (!isLogin) {
        await limitPasswordReset(payload, request, email)
        return handler(request, args)
      }
      await loginThrottle.refuseIfBlocked(payload, request, email)
      const response = await handler(request, args)
      if (response.ok) await loginThrottle.recordSuccess(payload, request, email)
      else if (response.status < 500) await loginThrottle.recordFailure(payload, request, email)
      return response
    } catch (error) {
      if (isApiError(error)) return cmsApiError(error)
      throw error
    }
  }

import type { Payload } from 'payload'

import { clientIp } from './client-ip'
import { emailKey } from './keys'
import { configuredRules, limiterFor } from './limiters'
import { consumeOrRefuse } from './refuse'

const WHAT = 'password reset requests'

/** Each password-reset request takes a point from its address and from the account it names. */
export const limitPasswordReset = async (payload: Payload, request: Request, email: string) => {
  const rules = configuredRules()
  await consumeOrRefuse(limiterFor(payload, 'reset-ip', rules.resetPerIp), clientIp(request), WHAT)
  await consumeOrRefuse(
    limiterFor(payload, 'reset-account', rules.resetPerAccount),
    emailKey(email),
    WHAT,
  )
}

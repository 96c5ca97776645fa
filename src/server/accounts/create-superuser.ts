import type { Payload } from 'payload'

import { isPasswordLongEnough, passwordTooShortMessage } from '@/lib/password-policy'
import { slugs } from '@/lib/slugs'

export type SuperuserInput = { email: string; password: string; name?: string }

export type CreateSuperuserResult = { ok: true; id: number } | { ok: false; message: string }

const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+$/.test(value)

/**
 * The operator's way to the first (or another) superuser, run on the server by
 * `npm run create-superuser`: a Local API write, so no screen on the open web is involved.
 * An existing account is never changed (that would let the command take over someone's login).
 */
export const createSuperuser = async (
  payload: Payload,
  input: SuperuserInput,
): Promise<CreateSuperuserResult> => {
  const email = input.email.trim().toLowerCase()
  if (!looksLikeEmail(email)) return { ok: false, message: 'Give a valid email address.' }
  if (!isPasswordLongEnough(input.password)) return { ok: false, message: passwordTooShortMessage }
  const { totalDocs } = await payload.count({
    collection: slugs.users,
    where: { email: { equals: email } },
    overrideAccess: true,
  })
  if (totalDocs > 0) return { ok: false, message: `An account for ${email} already exists.` }
  const user = await payload.create({
    collection: slugs.users,
    data: {
      email,
      password: input.password,
      name: input.name?.trim() || undefined,
      role: 'superuser',
    },
    overrideAccess: true,
  })
  return { ok: true, id: user.id }
}

import { isStaff } from '@/lib/roles'

import type { User } from '../../../payload-types'

export type PublicUser = {
  id: number
  email: string
  name: string | null
  role: User['role']
  isAdmin: boolean
}

/** What the browser learns about the caller: never sessions, hashes or tokens. */
export const toPublicUser = (user: User): PublicUser => ({
  id: user.id,
  email: user.email,
  name: user.name ?? null,
  role: user.role,
  isAdmin: isStaff(user),
})

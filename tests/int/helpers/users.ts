import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import type { Role } from '@/lib/roles'
import { slugs } from '@/lib/slugs'

import type { User } from '../../../payload-types'

export type TestUser = { user: User; cookie: string; password: string }

/** Creates a user with the role and logs them in; remember to delete them (see Cleanup). */
export const createTestUser = async (payload: Payload, role: Role): Promise<TestUser> => {
  const password = `pw-${randomUUID()}`
  const email = `${role}-${randomUUID()}@test.shoreline.test`
  const user = (await payload.create({
    collection: slugs.users,
    data: { email, password, role, name: `Test ${role}` },
  })) as User
  const { token } = await payload.login({ collection: slugs.users, data: { email, password } })
  return { user, password, cookie: `${payload.config.cookiePrefix}-token=${token}` }
}

/** One logged-in user per role, and a function that deletes them all. */
export const createTestUsers = async <R extends Role>(payload: Payload, roles: readonly R[]) => {
  const users = {} as Record<R, TestUser>
  for (const role of roles) users[role] = await createTestUser(payload, role)
  const remove = async () => {
    for (const { user } of Object.values<TestUser>(users)) {
      await payload.delete({ collection: slugs.users, id: user.id })
    }
  }
  return { users, remove }
}

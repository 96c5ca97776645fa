import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'

import type { User } from '../../../payload-types'

/** Runs bulk work in one database transaction: every write lands, or none does. */
export const inTransaction = async <T>(
  payload: Payload,
  user: User | null,
  work: (req: PayloadRequest) => Promise<T>,
): Promise<T> => {
  const req = await createLocalReq(
    { user: user ? { ...user, collection: 'users' } : undefined },
    payload,
  )
  await initTransaction(req)
  try {
    const result = await work(req)
    await commitTransaction(req)
    return result
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

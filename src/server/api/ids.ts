import { notFound } from './errors'

const MAX_SERIAL = 2_147_483_647

/**
 * Payload's Postgres ids are serial integers: plain digits, 1 to 2^31-1. Anything else cannot name
 * a document (and a larger number would overflow the column and fail in the database).
 */
export const parseId = (raw: string | undefined, what: string): number => {
  const id = Number(raw)
  if (!raw || !/^\d+$/.test(raw) || id < 1 || id > MAX_SERIAL) throw notFound(`${what} not found`)
  return id
}

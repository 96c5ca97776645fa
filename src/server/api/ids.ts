import { notFound } from './errors'

/** Payload's Postgres ids are positive integers; anything else cannot name a document. */
export const parseId = (raw: string | undefined, what: string): number => {
  const id = Number(raw)
  if (!raw || !Number.isSafeInteger(id) || id < 1) throw notFound(`${what} not found`)
  return id
}

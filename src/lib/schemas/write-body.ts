import { z } from 'zod'

import './human-messages'
import { unknownKeysMessage } from './human-messages'
import { serverManagedFields, type WriteResource } from './server-managed'

type Shape = Record<string, z.ZodType>

/**
 * A write body that accepts what a read returned: the resource's server-managed keys (id,
 * createdAt, …) are accepted and dropped, and any other key no field has is refused with a
 * message naming it, so a typo or a field the server does not know is never silently lost.
 */
export const writeBody = <S extends Shape>(resource: WriteResource, shape: S) => {
  const ignored = serverManagedFields(resource)
  const readOnly = Object.fromEntries(
    ignored.map((key) => [
      key,
      z.unknown().optional().meta({ readOnly: true, description: 'Set by the server; ignored' }),
    ]),
  )
  return z
    .strictObject({ ...readOnly, ...shape } as S, {
      error: (issue) =>
        issue.code === 'unrecognized_keys' ? unknownKeysMessage(issue.keys) : undefined,
    })
    .transform((value) => {
      const data: Record<string, unknown> = { ...value }
      for (const key of ignored) delete data[key]
      return data as z.output<z.ZodObject<S>>
    })
}

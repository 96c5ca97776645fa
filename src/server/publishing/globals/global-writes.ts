import type { Payload, PayloadRequest } from 'payload'

import type { User } from '../../../../payload-types'
import { contentOf, patchOf, readGlobal, sameContent } from './global-versions'
import type { GlobalTarget, PublishingGlobal } from './targets'

/** Who writes: staff (their access applies) or the server's own job (user null). */
export type GlobalWriter = { payload: Payload; user: User | null; req: PayloadRequest }

const write = (
  { payload, user, req }: GlobalWriter,
  global: PublishingGlobal,
  data: Record<string, unknown>,
  draft: boolean,
) =>
  payload.updateGlobal({
    slug: global,
    data: data as never,
    draft,
    depth: 0,
    req,
    ...(user ? { overrideAccess: false, user } : { overrideAccess: true }),
  })

/**
 * Saves the target's part as a draft: Payload writes the latest version only (the rest of it as
 * the latest version had it), so the published row, and the site, are unchanged.
 */
export const saveGlobalDraft = (writer: GlobalWriter, target: GlobalTarget, part: unknown) =>
  write(writer, target.global, { ...patchOf(target, part), _status: 'draft' }, true)

/**
 * Publishes the target's part and nothing else. Payload would write the row from the latest
 * version, so publishing one page would also publish another page's pending draft; instead the
 * row is written as published with this part replaced, and the other parts' draft changes are
 * saved again as the latest draft (they stay off the site until published themselves).
 */
export const publishGlobalPart = async (
  writer: GlobalWriter,
  target: GlobalTarget,
  part: unknown,
) => {
  const { payload, req } = writer
  const published = await readGlobal(payload, target.global, 'published', req)
  const latest = await readGlobal(payload, target.global, 'latest', req)
  const patch = patchOf(target, part)
  const live = { ...contentOf(published), ...patch }
  await write(writer, target.global, { ...live, _status: 'published' }, false)
  if (latest._status !== 'draft') return
  const pending = { ...contentOf(latest), ...patch }
  if (!sameContent(pending, live))
    await write(writer, target.global, { ...pending, _status: 'draft' }, true)
}

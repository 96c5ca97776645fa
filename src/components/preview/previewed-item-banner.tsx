import type { PreviewCollection } from '@/lib/schemas/preview'
import { previewDocFor } from '@/server/preview/read-preview-doc'

import type { User } from '../../../payload-types'
import { PreviewBanner } from './preview-banner'

type Props = { collection: PreviewCollection; id: string; staff: User; path: string }

/** The banner of a previewed sermon or event, saying how it stands against the website. */
export const PreviewedItemBanner = async ({ collection, id, staff, path }: Props) => {
  const preview = await previewDocFor(collection, id, staff)
  return preview ? <PreviewBanner state={preview.state} path={path} /> : null
}

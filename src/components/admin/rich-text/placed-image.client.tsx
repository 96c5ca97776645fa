'use client'

import { useQuery } from '@tanstack/react-query'

import { apiJson } from '@/lib/api/api-request'
import type { RichTextNode } from '@/lib/rich-text/document'
import { imageIdOf, placedAltOf, type RichTextImage } from '@/lib/rich-text/images'

/** The library's entry for one image (GET /api/admin/media?id=), null when there is none. */
export const useMediaImage = (id: number | null) =>
  useQuery({
    queryKey: ['/api/admin/media', id],
    enabled: id !== null,
    queryFn: async () =>
      (await apiJson<{ docs: RichTextImage[] }>('GET', `/api/admin/media?id=${id}`)).docs[0] ??
      null,
  })

/** An image in the editor as the page will show it, with the alt text staff gave it. */
export const PlacedImage = ({ node }: { node: RichTextNode }) => {
  const id = imageIdOf(node)
  const { data: image, isPending } = useMediaImage(id)
  const alt = placedAltOf(node) || image?.alt || ''
  if (id !== null && isPending)
    return <span className="block text-sm text-slate-700">Loading image…</span>
  if (!image) {
    return (
      <span className="block rounded border border-dashed border-red-300 p-3 text-sm text-red-800">
        This image is no longer in the media library; it is not shown on the page.
      </span>
    )
  }
  return (
    <figure className="my-2">
      {/* The library's own file, as the public page draws it. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        src={image.url}
        alt={alt}
        width={image.width}
        height={image.height}
        className="h-auto max-h-64 w-auto max-w-full rounded"
      />
      <figcaption className="mt-1 text-sm text-slate-700">
        {alt ? `Image: ${alt}` : 'Image without a description'}
      </figcaption>
    </figure>
  )
}

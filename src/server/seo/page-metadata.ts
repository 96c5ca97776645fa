import type { Metadata } from 'next'

/** The generated share card (src/app/og/route.tsx) for a page without a picture of its own. */
export const ogCardPath = (title?: string): string =>
  title ? `/og?title=${encodeURIComponent(title)}` : '/og'

/** Pictures social sites can show: not SVG (Facebook, X and LinkedIn ignore it). */
export const shareableImage = (location: string | null | undefined): string | null => {
  const trimmed = location?.trim()
  if (!trimmed || /\.svg(?:[?#]|$)/i.test(trimmed)) return null
  return trimmed
}

type PageMeta = {
  title?: string
  description?: string
  /** The page's own picture; the generated card when it has none (or only an SVG). */
  image?: string | null
  type?: 'website' | 'article' | 'video.other'
  /** Feeds the page announces with <link rel="alternate">, by MIME type. */
  feeds?: Record<string, { url: string; title: string }[]>
  noIndex?: boolean
}

/**
 * A page's canonical URL, Open Graph and Twitter card. Paths are relative: the root layout's
 * metadataBase (SITE_URL) makes them absolute. Open Graph is set whole here, because Next
 * replaces a parent's openGraph object rather than merging it.
 */
export const pageMetadata = (path: string, meta: PageMeta = {}): Metadata => {
  const image = shareableImage(meta.image) ?? ogCardPath(meta.title)
  return {
    ...(meta.title ? { title: meta.title } : {}),
    ...(meta.description ? { description: meta.description } : {}),
    alternates: { canonical: path, ...(meta.feeds ? { types: meta.feeds } : {}) },
    openGraph: {
      type: meta.type === 'video.other' ? 'video.other' : (meta.type ?? 'website'),
      url: path,
      ...(meta.title ? { title: meta.title } : {}),
      ...(meta.description ? { description: meta.description } : {}),
      images: [image],
    },
    twitter: {
      card: 'summary_large_image',
      ...(meta.title ? { title: meta.title } : {}),
      ...(meta.description ? { description: meta.description } : {}),
      images: [image],
    },
    ...(meta.noIndex ? { robots: { index: false, follow: true } } : {}),
  }
}

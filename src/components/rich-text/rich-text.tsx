import { convertLexicalNodesToJSX } from '@payloadcms/richtext-lexical/react'
import type { SerializedLexicalNode } from 'lexical'

import type { RichTextDocument, RichTextNode } from '@/lib/rich-text/document'
import type { RichTextImages } from '@/lib/rich-text/images'

import { richTextConverters } from './converters'
import { sectionsOf } from './rich-text-sections'

type Props = {
  document: RichTextDocument
  /** Prefixes the sections' heading ids, unique on the page. */
  id: string
  /** The media entries its images point at (getRichTextImages); an image missing here is skipped. */
  images?: RichTextImages
}

const toJSX = (nodes: RichTextNode[], cardHeading: 'h3' | 'h4', images: RichTextImages) =>
  convertLexicalNodesToJSX({
    converters: richTextConverters(cardHeading, images),
    // Stored alignment and indent are not the design's: the site's own layout applies.
    disableIndent: true,
    disableTextAlign: true,
    nodes: nodes as unknown as SerializedLexicalNode[],
    parent: { type: 'root', version: 1 } as never,
  })

/**
 * A stored rich text drawn on the server in the site's design (Lexical's JSX converters, our own
 * set): each heading starts a section named by it, as the hand-written About tabs were. No
 * JavaScript reaches the browser for it.
 */
export const RichText = ({ document, id, images = {} }: Props) => {
  const nodes = Array.isArray(document?.root?.children) ? document.root.children : []
  return (
    <div className="space-y-8">
      {sectionsOf(nodes).map(({ heading, nodes: body }, index) => {
        if (!heading)
          return (
            <div key={index} className="space-y-4">
              {toJSX(body, 'h3', images)}
            </div>
          )
        const headingId = `${id}-${index}`
        return (
          <section key={index} aria-labelledby={headingId} className="space-y-4">
            <h3 id={headingId} className="text-xl font-semibold text-secondary">
              {toJSX((heading.children as RichTextNode[]) ?? [], 'h4', images)}
            </h3>
            {toJSX(body, 'h4', images)}
          </section>
        )
      })}
    </div>
  )
}

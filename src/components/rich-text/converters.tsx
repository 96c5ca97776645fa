import type { JSXConverters } from '@payloadcms/richtext-lexical/react'
import type { ReactNode } from 'react'

import { buttonClasses, cardClasses, cx } from '@/components/ui/styles'
import type { RichTextNode } from '@/lib/rich-text/document'
import { safeRichTextHref } from '@/lib/rich-text/rules'
import { imageIdOf, placedAltOf, type RichTextImages } from '@/lib/rich-text/images'

import { isCardList, isItalicLine, linesOf } from './rich-text-sections'

type Args = { node: RichTextNode; nodesToJSX: (args: { nodes: RichTextNode[] }) => ReactNode[] }
type Converter = (args: Args) => ReactNode

const FORMATS: [bit: number, wrap: (children: ReactNode) => ReactNode][] = [
  [1, (children) => <strong>{children}</strong>],
  [2, (children) => <em>{children}</em>],
  [4, (children) => <s>{children}</s>],
  [8, (children) => <u>{children}</u>],
  [32, (children) => <sub>{children}</sub>],
  [64, (children) => <sup>{children}</sup>],
]

const children = ({ node, nodesToJSX }: Args) =>
  nodesToJSX({ nodes: (node.children as RichTextNode[] | undefined) ?? [] })

const linkHref = (node: RichTextNode) =>
  safeRichTextHref((node.fields as { url?: unknown } | undefined)?.url ?? node.url)

const opensNewTab = (node: RichTextNode) =>
  Boolean((node.fields as { newTab?: unknown } | undefined)?.newTab)

const linkClass = 'font-semibold text-primary underline underline-offset-4 hover:no-underline'

/** A link to somewhere safe, or its words alone when the address is not (javascript:, data:). */
const link: Converter = (args) => {
  const href = linkHref(args.node)
  if (!href) return <span>{children(args)}</span>
  return opensNewTab(args.node) ? (
    <a href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
      {children(args)}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  ) : (
    <a href={href} className={linkClass}>
      {children(args)}
    </a>
  )
}

/** A paragraph that is one link and nothing else is a call to action, drawn as a button. */
const isLoneLink = (node: RichTextNode) => {
  const nodes = (node.children as RichTextNode[] | undefined) ?? []
  return nodes.length === 1 && nodes[0].type === 'link' && linkHref(nodes[0]) !== null
}

const paragraph: Converter = (args) => {
  const lone = isLoneLink(args.node) ? (args.node.children as RichTextNode[])[0] : null
  if (lone) {
    return (
      <p>
        <a href={linkHref(lone) ?? undefined} className={cx(buttonClasses.cta, 'inline-block')}>
          {args.nodesToJSX({ nodes: (lone.children as RichTextNode[]) ?? [] })}
        </a>
      </p>
    )
  }
  return <p className="max-w-3xl text-slate-700">{children(args)}</p>
}

/**
 * An image from the media library, drawn from the entry the page read for its id (never from an
 * address stored in the text): its size reserved, scaled to the column, loaded when near. An id
 * with no image entry draws nothing.
 */
const upload = (images: RichTextImages): Converter =>
  function Upload({ node }) {
    const id = imageIdOf(node)
    const image = id === null ? undefined : images[String(id)]
    if (!image) return null
    return (
      // Staff's own upload, served as it is: no optimisation pipeline to allow-list.
      // eslint-disable-next-line @next/next/no-img-element
      <img
        src={image.url}
        alt={placedAltOf(node) || image.alt}
        width={image.width}
        height={image.height}
        loading="lazy"
        decoding="async"
        className="h-auto w-full max-w-3xl rounded-lg"
      />
    )
  }

/**
 * How each stored node is drawn on a public page, in the site's own type and colours. Only these
 * nodes are drawn; any other (a stored 'script', an unknown block) is left out, and no node's
 * stored attributes reach the page except a checked link or image address.
 */
export const richTextConverters = (
  cardHeading: 'h3' | 'h4',
  images: RichTextImages,
): JSXConverters => {
  const CardTitle = cardHeading
  const list: Converter = (args) => {
    if (isCardList(args.node)) {
      const items = (args.node.children as RichTextNode[]) ?? []
      return (
        <ul className="grid gap-6 md:grid-cols-3">
          {items.map((item, index) => {
            const [title, ...lines] = linesOf((item.children as RichTextNode[]) ?? [])
            const subtitle = lines[0] && isItalicLine(lines[0]) ? lines[0] : null
            const rest = subtitle ? lines.slice(1) : lines
            return (
              <li key={index} className={cardClasses.compact}>
                <CardTitle className="text-xl font-semibold text-secondary">
                  {args.nodesToJSX({ nodes: title.map((node) => ({ ...node, format: 0 })) })}
                </CardTitle>
                {subtitle ? (
                  <p className="font-medium text-accent">
                    {args.nodesToJSX({ nodes: subtitle.map((node) => ({ ...node, format: 0 })) })}
                  </p>
                ) : null}
                {rest.map((line, lineIndex) => (
                  <p key={lineIndex} className="mt-2 text-slate-700">
                    {args.nodesToJSX({ nodes: line })}
                  </p>
                ))}
              </li>
            )
          })}
        </ul>
      )
    }
    return args.node.listType === 'number' ? (
      <ol className="list-decimal space-y-2 pl-6 text-slate-700">{children(args)}</ol>
    ) : (
      <ul className="list-disc space-y-2 pl-6 text-slate-700">{children(args)}</ul>
    )
  }
  const converters: Record<string, Converter> = {
    text: ({ node }) =>
      FORMATS.reduce<ReactNode>(
        (shown, [bit, wrap]) => ((Number(node.format) & bit) === bit ? wrap(shown) : shown),
        String(node.text ?? ''),
      ),
    linebreak: () => <br />,
    tab: () => ' ',
    paragraph,
    heading: (args) => <h4 className="text-lg font-semibold text-secondary">{children(args)}</h4>,
    quote: (args) => (
      <blockquote className="border-l-4 border-primary pl-5 text-slate-800">
        {children(args)}
      </blockquote>
    ),
    list,
    listitem: (args) => <li>{children(args)}</li>,
    link,
    autolink: link,
    upload: upload(images),
    unknown: () => null,
  }
  return converters as JSXConverters
}

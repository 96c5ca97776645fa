import type { RichTextNode } from '@/lib/rich-text/document'

/** A part of a rich text under one heading (or before the first one). */
export type RichTextSection = { heading: RichTextNode | null; nodes: RichTextNode[] }

const SECTION_TAGS = new Set(['h1', 'h2', 'h3'])

/** h1 to h3 start a section (the page's own h1 and h2 are taken); h4 to h6 are subheadings. */
export const isSectionHeading = (node: RichTextNode): boolean =>
  node.type === 'heading' && SECTION_TAGS.has(String(node.tag))

/** The text split at its headings, so each heading and what follows is a landmark of its own. */
export const sectionsOf = (nodes: RichTextNode[]): RichTextSection[] =>
  nodes.reduce<RichTextSection[]>((sections, node) => {
    if (isSectionHeading(node)) return [...sections, { heading: node, nodes: [] }]
    const last = sections.at(-1)
    if (last) last.nodes.push(node)
    else sections.push({ heading: null, nodes: [node] })
    return sections
  }, [])

const BOLD = 1

const isBoldText = (node: RichTextNode | undefined): boolean =>
  node?.type === 'text' && (Number(node.format) & BOLD) === BOLD

/**
 * A list whose every item starts with bold words is a list of cards (the choir's groups, the
 * beliefs): the bold words are the card's title, the lines after it its text.
 */
export const isCardList = (node: RichTextNode): boolean => {
  const items = (node.children as RichTextNode[] | undefined) ?? []
  return (
    items.length > 0 &&
    items.every((item) => isBoldText((item.children as RichTextNode[] | undefined)?.[0]))
  )
}

/** A list item's nodes cut at its line breaks, empty lines dropped. */
export const linesOf = (nodes: RichTextNode[]): RichTextNode[][] =>
  nodes
    .reduce<RichTextNode[][]>(
      (lines, node) => {
        if (node.type === 'linebreak') lines.push([])
        else lines.at(-1)?.push(node)
        return lines
      },
      [[]],
    )
    .filter((line) => line.length > 0)

const ITALIC = 2

/** A line all in italics right under a card's title is its subtitle ("ages 0-2"). */
export const isItalicLine = (line: RichTextNode[]): boolean =>
  line.every((node) => node.type === 'text' && (Number(node.format) & ITALIC) === ITALIC)

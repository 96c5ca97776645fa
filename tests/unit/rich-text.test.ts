import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { RichText } from '@/components/rich-text/rich-text'
import { ABOUT_DEFAULTS } from '@/lib/about/defaults'
import { heading, link, paragraph, richTextDocument } from '@/lib/rich-text/build'
import type { RichTextNode } from '@/lib/rich-text/document'
import { toEditorLinks, toStoredLinks } from '@/lib/rich-text/editor-links'
import { MAX_RICH_TEXT_DEPTH, richTextProblem, safeRichTextHref } from '@/lib/rich-text/rules'
import { streamedLiveSentence } from '@/lib/service-times/format'

const render = (document: ReturnType<typeof richTextDocument>) =>
  renderToStaticMarkup(createElement(RichText, { document, id: 'tab' }))

describe('rich-text links', () => {
  it.each([
    ['/events', '/events'],
    ['https://diocese.example.org/', 'https://diocese.example.org/'],
    ['mailto:office@example.org', 'mailto:office@example.org'],
    ['tel:+1 207 555 0100', 'tel:+1 207 555 0100'],
  ])('%s leads somewhere', (url, href) => {
    expect(safeRichTextHref(url)).toBe(href)
  })

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,x',
    '//evil.example',
    'events',
    'mailto:not an email',
    'vbscript:x',
  ])('%s is no link', (url) => {
    expect(safeRichTextHref(url)).toBeNull()
  })
})

describe('richTextProblem', () => {
  it('the starting texts may be saved', () => {
    for (const document of [
      ABOUT_DEFAULTS.music,
      ABOUT_DEFAULTS.kidsChurch,
      ABOUT_DEFAULTS.whatWeBelieve,
    ])
      expect(richTextProblem(document)).toBeNull()
  })

  it('refuses an unsafe link, an unknown node, a shape that is not a document, and a runaway depth', () => {
    expect(richTextProblem(richTextDocument(paragraph(link('javascript:alert(1)', 'x'))))).toBe(
      'link',
    )
    expect(richTextProblem({ root: { type: 'root', children: [{ type: 'script' }] } })).toBe(
      'shape',
    )
    expect(richTextProblem({ root: { type: 'paragraph', children: [] } })).toBe('shape')
    expect(richTextProblem('<p>hi</p>')).toBe('shape')
    let deep: RichTextNode = { type: 'text', text: 'x' }
    for (let level = 0; level <= MAX_RICH_TEXT_DEPTH; level += 1)
      deep = { type: 'listitem', children: [deep] }
    expect(richTextProblem({ root: { type: 'root', children: [deep] } })).toBe('size')
  })
})

describe("the dashboard editor's links", () => {
  it("read and write Payload's stored JSON unchanged", () => {
    for (const document of [ABOUT_DEFAULTS.music, ABOUT_DEFAULTS.whatWeBelieve])
      expect(toStoredLinks(toEditorLinks(document))).toEqual(document)
  })

  it("give Lexical's LinkNode its url and target", () => {
    const [, links] = (
      toEditorLinks(ABOUT_DEFAULTS.whatWeBelieve).root.children as RichTextNode[]
    ).slice(-2)
    const first = ((links.children as RichTextNode[])[0].children as RichTextNode[])[0]
    expect(first).toMatchObject({
      type: 'link',
      url: 'https://www.episcopalmaine.org',
      target: '_blank',
    })
    expect(first).not.toHaveProperty('fields')
  })
})

describe('RichText on a public page', () => {
  it('draws each heading as a named section, and a bold-led list as cards', () => {
    const html = render(ABOUT_DEFAULTS.kidsChurch)
    // Before any heading, the cards' titles are the tab's h3s; the line in italics is the subtitle.
    expect(html).toContain(
      '<h3 class="text-xl font-semibold text-secondary">Nursery</h3><p class="font-medium text-accent">ages 0-2</p>',
    )
    expect(html).toContain('<section aria-labelledby="tab-1" class="space-y-4"><h3 id="tab-1"')
    expect(html).toContain(
      '<ul class="list-disc space-y-2 pl-6 text-slate-700"><li>Every volunteer',
    )
  })

  it('draws a paragraph that is one link as a button, and a subheading as h4', () => {
    const html = render(
      richTextDocument(
        heading('h3', 'Join'),
        heading('h4', 'Choir'),
        paragraph(link('mailto:music@example.org', 'Email us')),
      ),
    )
    expect(html).toMatch(/<h4 [^>]*>Choir<\/h4>/)
    expect(html).toMatch(/<p><a href="mailto:music@example.org" class="[^"]*">Email us<\/a><\/p>/)
  })
})

describe('streamedLiveSentence', () => {
  it('names the first service’s day and time, and follows a move', () => {
    expect(streamedLiveSentence([{ day: 'sunday', time: '10:30' }])).toBe(
      'Our Sunday service is streamed live at 10:30 AM.',
    )
    expect(streamedLiveSentence([{ day: 'saturday', time: '17:00' }])).toBe(
      'Our Saturday service is streamed live at 5:00 PM.',
    )
    expect(streamedLiveSentence([])).toBe('Our services are streamed live.')
  })
})

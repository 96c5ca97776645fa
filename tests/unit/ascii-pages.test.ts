import { isStringOneByteRepresentation } from 'node:v8'
import { runInNewContext } from 'node:vm'

import { describe, expect, it } from 'vitest'

import { asciiHtml } from '../../src/server/cache/ascii-pages.mjs'

/** What a public page carries outside ASCII: typographic quotes, dashes, accents, an emoji. */
const TEXT = 'The children’s ministry — “Kids’ Church” at St. Brendan’s, café 🌊'

/** A page as Next renders it: markup, an attribute, its RSC payload, JSON-LD and a stylesheet. */
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  `<title>About | St. Brendan’s</title>`,
  `<style>.quote::before{content:"“"}</style>`,
  `<script type="application/ld+json">{"name":"St. Brendan’s 🌊"}</script></head>`,
  `<body><main><h1 title="Café">${TEXT}</h1></main>`,
  `<script>self.__next_f.push([1,"2:[\\"$\\",\\"h1\\",null,{\\"children\\":\\"${TEXT}\\"}]\\n"])</script>`,
  '</body></html>',
].join('')

const isAscii = (text: string) => /^[\x00-\x7f]*$/.test(text)

/** The value each inline script pushes onto `self.__next_f`, as the browser would run it. */
const pushedPayload = (html: string) => {
  const self = { __next_f: [] as unknown[] }
  for (const [, script] of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) {
    runInNewContext(script, { self })
  }
  return self.__next_f
}

const jsonLd = (html: string) =>
  /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? ''

describe('asciiHtml', () => {
  const ascii = asciiHtml(page)

  it('leaves no character outside ASCII, in a string V8 holds one byte per character', () => {
    expect(isAscii(page)).toBe(false)
    expect(isAscii(ascii)).toBe(true)
    expect(isStringOneByteRepresentation(ascii)).toBe(true)
  })

  it('writes markup and attribute values with character references the parser decodes', () => {
    expect(ascii).toContain('<title>About | St. Brendan&#x2019;s</title>')
    expect(ascii).toContain(
      '<h1 title="Caf&#xE9;">The children&#x2019;s ministry &#x2014; &#x201C;',
    )
    // A character beyond the BMP is one reference to its code point, not two halves.
    expect(ascii).toContain('caf&#xE9; &#x1F30A;</h1>')
  })

  it('writes script contents with string escapes, so the RSC payload and JSON-LD keep their values', () => {
    expect(pushedPayload(ascii)).toEqual(pushedPayload(page))
    expect(pushedPayload(ascii)[0]).toEqual([1, expect.stringContaining(TEXT)])
    expect(ascii).toContain('children\\u2019s ministry \\u2014 \\u201C')
    expect(JSON.parse(jsonLd(ascii))).toEqual({
      name: 'St. Brendan’s 🌊',
    })
  })

  it('writes stylesheet contents with CSS escapes of six digits', () => {
    expect(ascii).toContain('<style>.quote::before{content:"\\00201C"}</style>')
  })

  it('changes nothing else: the page without its escapes is the page', () => {
    const unescaped = ascii
      .replace(/&#x([0-9A-F]+);/g, (_, hex) => String.fromCodePoint(parseInt(hex, 16)))
      .replace(/\\u([0-9A-F]{4})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)))
      .replace(/\\([0-9A-F]{6})/g, (_, hex) => String.fromCodePoint(parseInt(hex, 16)))
    expect(unescaped).toBe(page)
  })

  it('gives back a one-byte page already in ASCII as it was, and copies an ASCII two-byte one', () => {
    const plain = Buffer.from('<html><body><p>Welcome</p></body></html>', 'latin1').toString()
    expect(asciiHtml(plain)).toBe(plain)
    // replace() on a two-byte string keeps it two-byte, whatever is left in it.
    const twoByte = '<p>’</p>'.replace(/’/g, () => 'x')
    expect(isStringOneByteRepresentation(twoByte)).toBe(false)
    expect(asciiHtml(twoByte)).toBe('<p>x</p>')
    expect(isStringOneByteRepresentation(asciiHtml(twoByte))).toBe(true)
  })
})

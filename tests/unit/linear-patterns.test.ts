import { describe, expect, it } from 'vitest'

import { linkify } from '@/lib/content/linkify'
import { parseDescription, splitParagraphs } from '@/lib/content/description'
import { parseEventTsv } from '@/lib/bulk/event-tsv'
import { parseSermonTsv } from '@/lib/bulk/sermon-tsv'
import { isEmail, isHttpUrl } from '@/lib/validation/rules'
import { fillVariables, headerText } from '@/server/email/safe-text'
import { findBibleReference, isBibleReference } from '@/lib/scripture/parse'
import { parseSermonDetails } from '@/server/youtube/sermon-details'

/**
 * Each pattern that sees visitor, staff or imported text gets 100 kB built to make a backtracking
 * pattern go quadratic. The patterns these replaced took 11–24 s on these inputs on the dev machine
 * (docs/decisions/010-bounded-input.md); a linear one takes milliseconds. The per-test timeout is
 * the only clock here, set far above noise and far below the quadratic cost.
 */
const HUGE = 100_000
const FAST = 2_000

const many = (text: string) => text.repeat(Math.ceil(HUGE / text.length)).slice(0, HUGE)

describe('patterns stay linear on 100 kB of adversarial input', () => {
  it('email: "a@" and 100 k dots', { timeout: FAST }, () => {
    expect(isEmail(`a@${many('.')}@`)).toBe(false)
    expect(isEmail(`a@${many('a.')}`)).toBe(false)
    expect(isEmail(many('a'))).toBe(false)
  })

  it('URL rule: 100 k characters of path', { timeout: FAST }, () => {
    expect(isHttpUrl(`http://a/${many('/')}`)).toBe(false)
  })

  it(
    'linkify: a link ending in 100 k dots, brackets and open-bracket runs',
    { timeout: FAST },
    () => {
      expect(linkify(`http://x${many('.')}a`)[0]).toMatchObject({ kind: 'link' })
      expect(linkify(`see http://x${many(')')} then`)[1]).toEqual({
        kind: 'link',
        href: 'http://x',
        text: 'http://x',
      })
      expect(linkify(many('http://')).length).toBeGreaterThan(1)
      expect(linkify(`http://x${many('.,')}`)[0]).toMatchObject({ href: 'http://x' })
    },
  )

  it('description: paragraphs, social links and blank-line runs', { timeout: FAST }, () => {
    expect(splitParagraphs(`a\n${many(' ')}b`)).toEqual([`a\n${many(' ')}b`.trim()])
    expect(splitParagraphs(many('\n \t'))).toEqual([])
    const social = parseDescription(`Social Links:\nhttp://x${many(')')}a`)
    expect(social.socialLinks).toHaveLength(1)
    expect(parseDescription(`Social Links: http://x${many('.')}`).socialLinks[0].url).toBe(
      'http://x',
    )
  })

  it('TSV: 100 k tabs, backslashes and spaces in a header', { timeout: FAST }, () => {
    expect(() => parseSermonTsv(`title${many(' ')}x\tdate\nA\t2026-01-01`)).toThrow()
    expect(parseEventTsv(`A${many('\\')}\t2026-01-01`)[0].title).toMatch(/^A/)
    expect(() => parseEventTsv(`A${many('\t')}`)).toThrow()
  })

  it('Bible references: book names followed by 100 k spaces or digits', { timeout: FAST }, () => {
    expect(findBibleReference(`John${many(' ')}x`)).toBeUndefined()
    expect(findBibleReference(many('1 John 1:1-'))).toBe('1 John 1:1-1')
    expect(findBibleReference(many('Psalm '))).toBeUndefined()
    expect(isBibleReference(many('Rom. 8:28 '))).toBe(false)
  })

  it('YouTube titles: 100 k spaces with no bar, and bars with no spaces', { timeout: FAST }, () => {
    expect(parseSermonDetails(`a${many(' ')}b`).title).toBe('a')
    expect(parseSermonDetails(many('a|')).speaker).toBeUndefined()
    expect(parseSermonDetails(many(' | ')).speaker).toBeUndefined()
  })

  it('YouTube descriptions: 100 k blank lines, spaces after a label', { timeout: FAST }, () => {
    expect(parseSermonDetails('T', many('\n')).speaker).toBeUndefined()
    expect(parseSermonDetails('T', `Speaker:${many(' ')}x`).speaker).toBeUndefined()
    expect(parseSermonDetails('T', `Speaker: Ann${many(' ')}\n`).speaker).toBe('Ann')
    expect(parseSermonDetails('T', many('Scripture: \n')).scripture).toBeUndefined()
  })

  it('email templates: 100 k open brackets and one long token', { timeout: FAST }, () => {
    expect(fillVariables(many('['), { '[Name]': 'Ann' })).toBe(many('['))
    expect(fillVariables(`[${many('x')}`, {})).toHaveLength(HUGE + 1)
    expect(headerText(many(' \r\n'))).toBe('')
  })
})

describe('the rewritten patterns still mean what they meant', () => {
  it('email keeps its simple rule', () => {
    expect(['a@b.c', 'first.last@example.org', 'x+y@sub.domain.co'].every(isEmail)).toBe(true)
    expect(['a@b', 'a@.b', 'a@b.', '@b.c', 'a@@b.c', 'a b@c.d', 'a@b@c.d'].some(isEmail)).toBe(
      false,
    )
    expect(isEmail(`${'a'.repeat(245)}@example.org`)).toBe(false)
  })

  it('titles split only at bars with space on both sides', () => {
    expect(parseSermonDetails('A|B | C').title).toBe('A|B')
    expect(parseSermonDetails('A |B | C').speaker).toBe('C')
  })
})

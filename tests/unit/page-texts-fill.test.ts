import { describe, expect, it } from 'vitest'

import { PAGE_TEXTS_DEFAULTS } from '@/lib/page-texts/defaults'
import { paragraphs } from '@/lib/page-texts/paragraphs'
import { fillPageText } from '@/server/site-content/fill-page-text'
import { isGivingAccountId } from '@/lib/page-texts/giving-account'

const context = { churchName: 'St Mark by the Sea', firstServiceTime: '10:30' }

describe('page texts as pages show them', () => {
  it("fills in the church's name and the first service time", () => {
    expect(fillPageText(PAGE_TEXTS_DEFAULTS.visit.heroText, context)).toBe(
      'We would love to welcome you to St Mark by the Sea. Join us for Sunday worship at 10:30 AM; let us know you are coming and someone will be looking out for you at the door.',
    )
  })

  it('leaves other brackets as staff wrote them, and never re-reads a value', () => {
    expect(
      fillPageText('[Church Name] [Unknown] [Time]', { ...context, churchName: '[Time]' }),
    ).toBe('[Time] [Unknown] 10:30 AM')
  })

  it("splits an answer into paragraphs on empty lines, as the spec's answers read", () => {
    const [arrive] = PAGE_TEXTS_DEFAULTS.visit.faq
    const shown = paragraphs(fillPageText(arrive.answer, context))
    expect(shown).toHaveLength(2)
    expect(shown[0]).toMatch(/^Sunday worship begins at 10:30 AM\. Arriving/)
    expect(paragraphs('One\n  \nTwo\nstill two\n\n\n')).toEqual(['One', 'Two\nstill two'])
  })

  it('takes an account id only in the characters a provider gives', () => {
    expect(isGivingAccountId('shoreline-demo')).toBe(true)
    expect(isGivingAccountId('x" onclick="alert(1)')).toBe(false)
    expect(isGivingAccountId('')).toBe(false)
  })
})

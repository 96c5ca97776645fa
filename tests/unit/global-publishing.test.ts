import { describe, expect, it } from 'vitest'

import { globalStateInWords } from '@/lib/publishing/global-words'
import { partOf, patchOf, sameContent } from '@/server/publishing/globals/global-versions'
import { targetKey, targetOfKey } from '@/server/publishing/globals/targets'

describe("the globals' publishing targets (docs/publishing.md)", () => {
  it('names each schedule row by its global, or by its page of the page texts', () => {
    expect(targetKey({ global: 'site-config' })).toBe('site-config')
    expect(targetKey({ global: 'page-texts', page: 'home' })).toBe('page-texts:home')
    expect(targetOfKey('page-texts:give')).toEqual({ global: 'page-texts', page: 'give' })
    expect(targetOfKey('service-times')).toEqual({ global: 'service-times' })
    // A collection's row, or a page that does not exist, is no global's.
    expect(targetOfKey('events')).toBeNull()
    expect(targetOfKey('page-texts')).toBeNull()
    expect(targetOfKey('page-texts:elsewhere')).toBeNull()
  })

  it("takes a page's part of the page texts, and the whole of another global", () => {
    const doc = { id: 1, _status: 'draft' as const, home: { heroTitle: 'A' }, visit: { x: 1 } }
    expect(partOf({ global: 'page-texts', page: 'home' }, doc)).toEqual({ heroTitle: 'A' })
    expect(partOf({ global: 'service-times' }, doc)).toEqual({
      home: { heroTitle: 'A' },
      visit: { x: 1 },
    })
    expect(patchOf({ global: 'page-texts', page: 'home' }, { heroTitle: 'B' })).toEqual({
      home: { heroTitle: 'B' },
    })
  })

  it("compares two texts whatever their array rows' ids", () => {
    const a = { faq: [{ id: 'x1', question: 'Q', answer: 'A' }] }
    expect(sameContent(a, { faq: [{ id: 'y2', question: 'Q', answer: 'A' }] })).toBe(true)
    expect(sameContent(a, { faq: [{ id: 'x1', question: 'Q?', answer: 'A' }] })).toBe(false)
  })

  it("says a form's state in words, in the church's time zone", () => {
    const none = { publishAt: null, unpublishAt: null }
    const zone = 'America/New_York'
    expect(globalStateInWords({ status: 'published', ...none }, zone)).toBe('Published')
    expect(globalStateInWords({ status: 'changed', ...none }, zone)).toBe(
      'Changed since publishing — the draft is not on the website yet',
    )
    expect(
      globalStateInWords(
        { status: 'scheduled', publishAt: '2030-12-01T11:00:00.000Z', unpublishAt: null },
        zone,
      ),
    ).toBe('Scheduled for Sun 1 Dec 2030, 6:00 AM')
  })
})

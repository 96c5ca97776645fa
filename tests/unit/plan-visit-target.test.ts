import { describe, expect, it } from 'vitest'

import { DEFAULT_PLAN_VISIT_HREF, planVisitTarget } from '@/components/home/plan-visit-link'

describe('planVisitTarget (the Plan Your Visit button)', () => {
  it('opens an http address in a new tab', () => {
    expect(planVisitTarget('https://forms.example.org/visit')).toMatchObject({
      href: 'https://forms.example.org/visit',
      external: true,
    })
  })

  it('navigates to a path on this site', () => {
    expect(planVisitTarget('/contact')).toMatchObject({ href: '/contact', external: false })
  })

  it('falls back to /plan-a-visit when unset', () => {
    for (const unset of [undefined, null, '', '   ']) {
      expect(planVisitTarget(unset)).toMatchObject({
        href: DEFAULT_PLAN_VISIT_HREF,
        external: false,
      })
    }
  })
})

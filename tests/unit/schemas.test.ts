import { describe, expect, it } from 'vitest'

import { getSermonsQuerySchema } from '@/lib/schemas/sermons'
import { visitFormSchema, visitorRequestBodySchema } from '@/lib/schemas/visitor-requests'

describe('shared schemas', () => {
  it('reads the sermon filter: empty means unset, limit defaults to 100, page to 1', () => {
    expect(getSermonsQuerySchema.parse({ search: '  ', speaker: '', startDate: '' })).toEqual({
      search: undefined,
      speaker: undefined,
      series: undefined,
      startDate: undefined,
      endDate: undefined,
      limit: 100,
      page: 1,
    })
  })

  it('the visit form adds the terms box to what the endpoint accepts', () => {
    const body = {
      fullName: 'Ann',
      email: 'ann@example.org',
      phone: '2075550100',
      numberOfKids: '2',
    }
    expect(visitorRequestBodySchema.parse(body)).toEqual(body)
    const form = visitFormSchema.safeParse({ ...body, agreeToTerms: false })
    expect(form.success).toBe(false)
    expect(form.error?.issues.map((issue) => issue.message)).toEqual([
      'You must agree to the terms',
    ])
  })

  it('lowercases and trims email addresses', () => {
    expect(
      visitorRequestBodySchema.parse({
        fullName: 'Ann',
        email: ' Ann@Example.ORG ',
        phone: '2075550100',
        numberOfKids: '0',
      }).email,
    ).toBe('ann@example.org')
  })
})

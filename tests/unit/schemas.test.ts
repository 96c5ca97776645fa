import { describe, expect, it } from 'vitest'

import { contactBodySchema } from '@/lib/schemas/contact'
import { newsletterSubscribeBodySchema } from '@/lib/schemas/newsletter'
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

  it('drops U+0000 from sermon filters (PostgreSQL text cannot hold it)', () => {
    const filter = getSermonsQuerySchema.parse({ search: 'gr\u0000ace', speaker: '\u0000' })
    expect(filter.search).toBe('grace')
    expect(filter.speaker).toBeUndefined()
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

describe('the public forms in zod/mini', () => {
  it('caps lengths with the same message full zod gives, locale or not', () => {
    const result = contactBodySchema.safeParse({
      firstName: 'x'.repeat(101),
      lastName: 'Doe',
      email: 'Jane@Example.com',
      subject: 'Hello',
      message: 'Hi',
    })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]).toMatchObject({
      path: ['firstName'],
      message: 'Too big: expected string to have <=100 characters',
    })
  })

  it('trims and lower-cases the email, as the server stores it', () => {
    expect(newsletterSubscribeBodySchema.parse({ email: '  Jane@Example.COM ' })).toEqual({
      email: 'jane@example.com',
    })
  })
})

import { describe, expect, it } from 'vitest'

import { FORM_NOTICES } from '@/lib/privacy/form-notices'
import { RETENTION_DEFAULTS, retentionInWords } from '@/lib/privacy/retention-rules'

describe('retention periods in words (never ISO durations)', () => {
  it('says months, whole years and days as people do', () => {
    expect(retentionInWords(1, 'months')).toBe('1 month')
    expect(retentionInWords(6, 'months')).toBe('6 months')
    expect(retentionInWords(12, 'months')).toBe('1 year')
    expect(retentionInWords(18, 'months')).toBe('18 months')
    expect(retentionInWords(24, 'months')).toBe('2 years')
    expect(retentionInWords(90, 'days')).toBe('90 days')
  })

  it('has the issue’s defaults: messages 2 years, prayer 6 months, undelivered email 90 days', () => {
    expect(RETENTION_DEFAULTS).toMatchObject({
      contactMessagesMonths: 24,
      prayerRequestsMonths: 6,
      outboxDays: 90,
    })
  })

  it('writes each form’s period on the privacy page from the settings', () => {
    const kept = (form: string, settings = RETENTION_DEFAULTS) =>
      FORM_NOTICES.find((notice) => notice.form === form)!.keptFor(settings)
    expect(kept('Contact form')).toBe('2 years after they are sent, then deleted.')
    expect(kept('Prayer request', { ...RETENTION_DEFAULTS, prayerRequestsMonths: 3 })).toBe(
      '3 months after they are sent, then deleted.',
    )
    expect(kept('Event registration')).toBe(
      '1 year after the event, then your name and contact details are erased (the number of places stays).',
    )
  })
})

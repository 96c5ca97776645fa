import { describe, expect, it } from 'vitest'

import { redactForLog } from '@/server/email/redact-for-log'

describe('redactForLog (console email provider)', () => {
  it('removes links, in text and in HTML attributes', () => {
    expect(
      redactForLog(
        'Reset: https://church.example/cms/reset/abc?x=1 or <a href="http://x.example/y">here</a> www.example.org/z',
      ),
    ).toBe('Reset: [link removed] or <a href="[link removed]">here</a> [link removed]')
  })

  it('removes token-like strings, keeps ordinary words', () => {
    expect(
      redactForLog('/cms/reset/3f9a0c1d2e4b5a6978c0d1e2f3a4b5c6d7e8f901 thanks, Margaret'),
    ).toBe('/cms/reset/[token removed] thanks, Margaret')
    expect(redactForLog(undefined)).toBeUndefined()
  })
})

import { describe, expect, it } from 'vitest'

import { showServerFieldErrors } from '@/components/admin/content/server-field-errors'
import { ApiRequestError } from '@/lib/api/api-request'

/** What react-hook-form's setError was asked to show, field by field. */
const shown = (error: unknown) => {
  const calls: [string, { message?: string }][] = []
  showServerFieldErrors((name, value) => calls.push([name, value]))(error)
  return calls
}

const refusal = (status: number, body: string) => new ApiRequestError(status, 'refused', body)

describe('showServerFieldErrors', () => {
  it('puts each field message of a 400 under its field', () => {
    const body = JSON.stringify({
      message: 'Please fix the highlighted fields',
      errors: { title: 'Title is required', 'faq.2.answer': 'Answer is required', count: 3 },
    })
    expect(shown(refusal(400, body))).toEqual([
      ['title', { message: 'Title is required' }],
      ['faq.2.answer', { message: 'Answer is required' }],
    ])
  })

  it('shows nothing for other failures (the toast says those)', () => {
    expect(shown(refusal(500, JSON.stringify({ errors: { title: 'x' } })))).toEqual([])
    expect(shown(refusal(400, 'not json'))).toEqual([])
    expect(shown(new Error('offline'))).toEqual([])
  })
})

import { describe, expect, it } from 'vitest'

import { afterLoginPath } from '@/lib/after-login-path'

const staff = { isAdmin: true }
const member = { isAdmin: false }

describe('where /login sends someone who has just logged in', () => {
  it('sends staff to the dashboard, or to the dashboard page that sent them', () => {
    expect(afterLoginPath(staff, null)).toBe('/admin')
    expect(afterLoginPath(staff, '/sermons?speaker=A')).toBe('/admin')
    expect(afterLoginPath(staff, '/admin')).toBe('/admin')
    expect(afterLoginPath(staff, '/admin?tab=events')).toBe('/admin?tab=events')
    expect(afterLoginPath(staff, '/administration')).toBe('/admin')
  })

  it('sends everyone else back where they came from', () => {
    expect(afterLoginPath(member, '/sermons?speaker=A')).toBe('/sermons?speaker=A')
    expect(afterLoginPath(member, null)).toBe('/')
  })

  it('never sends anyone to another site', () => {
    const away = [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
      'evil.example',
    ]
    for (const next of away) {
      expect(afterLoginPath(member, next), next).toBe('/')
      expect(afterLoginPath(staff, next), next).toBe('/admin')
    }
  })
})

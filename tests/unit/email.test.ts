import { describe, expect, it } from 'vitest'

import { emailDeliveryText, type EmailDelivery } from '@/lib/email-delivery'
import { EMAIL_TEMPLATE_DEFAULTS } from '@/lib/site-defaults'
import {
  contactAutoReply,
  contactNotice,
  EmailSettingsError,
  newsletterWelcome,
  visitWelcome,
} from '@/server/email/compose'
import { escapeHtml, fillVariables, headerText } from '@/server/email/safe-text'
import { senderOf, smtpTransportOptions, type MailSettings } from '@/server/email/site-transport'

import type { SiteConfig } from '../../payload-types'

const config = {
  churchName: 'Grace Chapel',
  contactEmailTo: 'office@grace.test',
} as SiteConfig

const settings = (overrides: Partial<MailSettings>): MailSettings => ({
  churchName: 'Grace Chapel',
  contactEmailFrom: 'web@grace.test',
  emailProvider: 'smtp',
  smtpHost: 'mail.grace.test',
  smtpPort: null,
  smtpSecure: null,
  smtpUser: null,
  smtpPassword: null,
  emailEnabled: true,
  ...overrides,
})

describe('safe text for mail', () => {
  it('headerText keeps one line: CR, LF and other control characters become spaces', () => {
    expect(headerText('Hi\r\nBcc: x@evil.test')).toBe('Hi Bcc: x@evil.test')
    expect(headerText('a\u0000b\u2028c\td')).toBe('a b c d')
    expect(headerText('x'.repeat(300))).toHaveLength(200)
  })

  it('escapeHtml makes markup text', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    )
  })

  it('fillVariables replaces known variables once and leaves others', () => {
    expect(fillVariables('[A] and [B] and [C]', { '[A]': '[B]', '[B]': 'two' })).toBe(
      '[B] and two and [C]',
    )
  })
})

describe('composed emails', () => {
  const message = {
    firstName: 'Ann',
    lastName: 'Lee',
    email: 'ann@example.test',
    subject: 'Choir',
    message: 'Line one\nline two\n\n<b>Para</b> two',
  }

  it('the staff notice goes to the office with reply-to the sender and an escaped HTML body', () => {
    const notice = contactNotice(message, config)
    expect(notice.to).toEqual({ address: 'office@grace.test' })
    expect(notice.replyTo).toEqual({ name: 'Ann Lee', address: 'ann@example.test' })
    expect(notice.subject).toBe('New contact message: Choir')
    expect(notice.html).toContain('<p>Line one<br>\nline two</p>')
    expect(notice.html).toContain('<p>&lt;b&gt;Para&lt;/b&gt; two</p>')
    expect(notice.html).toContain('<html lang="en">')
  })

  it('without a staff address the notice names the setting to fix', () => {
    expect(() => contactNotice(message, { ...config, contactEmailTo: '' })).toThrow(
      EmailSettingsError,
    )
  })

  it('empty templates fall back to the defaults', () => {
    const reply = contactAutoReply(message, { ...config, autoReplySubject: ' ' })
    expect(reply.subject).toBe(EMAIL_TEMPLATE_DEFAULTS.autoReplySubject)
    const welcome = newsletterWelcome({ email: 'n@example.test' }, config, {
      link: 'https://church.example/newsletter/unsubscribe?token=u.1.x',
      headers: { 'List-Unsubscribe': '<https://church.example/api/x>' },
    })
    expect(welcome.subject).toBe('Welcome to the Grace Chapel newsletter')
    // Every email to a subscriber shows how to leave, in both bodies, and carries the header.
    expect(welcome.text).toContain(
      'Unsubscribe from this newsletter: https://church.example/newsletter/unsubscribe?token=u.1.x',
    )
    expect(welcome.html).toContain(
      '<a href="https://church.example/newsletter/unsubscribe?token=u.1.x"',
    )
    expect(welcome.headers).toEqual({ 'List-Unsubscribe': '<https://church.example/api/x>' })
  })

  it('the visitor welcome fills the three variables', () => {
    const welcome = visitWelcome(
      { fullName: 'Bo Ray', email: 'bo@example.test', phone: '5550100', numberOfKids: '5+' },
      { ...config, visitorWelcomeSubject: null, visitorWelcomeMessage: null },
    )
    expect(welcome.subject).toBe('Welcome to Grace Chapel!')
    expect(welcome.text).toContain('Dear Bo Ray,')
    expect(welcome.text).toContain('(5+ kids)')
  })

  it('the visitor welcome says 1 kid, 0 kids and 2 children, whichever noun staff wrote', () => {
    const welcome = (
      numberOfKids: '0' | '1' | '2' | '3',
      visitorWelcomeMessage: string | null = null,
    ) =>
      visitWelcome(
        { fullName: 'Bo Ray', email: 'bo@example.test', phone: '5550100', numberOfKids },
        { ...config, visitorWelcomeSubject: null, visitorWelcomeMessage },
      ).text
    expect(welcome('1')).toContain('your family (1 kid).')
    expect(welcome('0')).toContain('your family (0 kids).')
    expect(welcome('2')).toContain('your family (2 kids).')
    expect(
      welcome('1', 'Bring your [Number of Kids] children. [Number of Kids] Kids welcome!'),
    ).toBe('Bring your 1 child. 1 Kid welcome!')
    expect(welcome('3', 'Bring your [Number of Kids] child.')).toBe('Bring your 3 children.')
    expect(welcome('1', 'Kids: [Number of Kids]. [Number of Kids] kidding')).toBe(
      'Kids: 1. 1 kidding',
    )
  })
})

describe('transport settings', () => {
  it('gmail uses smtp.gmail.com:465 over TLS with the user and app password', () => {
    expect(
      smtpTransportOptions(
        settings({ emailProvider: 'gmail', smtpUser: 'me@gmail.com', smtpPassword: 'app' }),
      ),
    ).toMatchObject({
      host: 'smtp.gmail.com',
      port: 465,
      secure: true,
      auth: { user: 'me@gmail.com', pass: 'app' },
    })
    expect(() => smtpTransportOptions(settings({ emailProvider: 'gmail' }))).toThrow(/app password/)
  })

  it('smtp uses the configured host, port 587 by default, and no login without a user', () => {
    expect(smtpTransportOptions(settings({}))).toMatchObject({
      host: 'mail.grace.test',
      port: 587,
      secure: false,
      auth: undefined,
    })
    expect(() => smtpTransportOptions(settings({ smtpHost: '' }))).toThrow(/SMTP host/)
  })

  it('the sender is the church with the configured address (gmail falls back to its user)', () => {
    expect(senderOf(settings({}))).toEqual({ name: 'Grace Chapel', address: 'web@grace.test' })
    expect(
      senderOf(
        settings({ emailProvider: 'gmail', contactEmailFrom: '', smtpUser: 'me@gmail.com' }),
      ),
    ).toEqual({ name: 'Grace Chapel', address: 'me@gmail.com' })
    expect(() => senderOf(settings({ contactEmailFrom: '' }))).toThrow(/sender address/)
  })
})

describe('emailDeliveryText', () => {
  const delivery = (overrides: Partial<EmailDelivery>): EmailDelivery => ({
    status: 'queued',
    error: null,
    attempts: 0,
    retrying: false,
    updatedAt: null,
    ...overrides,
  })

  it('says the state in words', () => {
    expect(emailDeliveryText(null)).toBe('No email sent')
    expect(emailDeliveryText(delivery({}))).toBe('Email queued')
    expect(emailDeliveryText(delivery({ status: 'sent' }))).toBe('Email sent')
    expect(emailDeliveryText(delivery({ status: 'logged' }))).toBe(
      'Logged, not sent: no email provider set up',
    )
    expect(emailDeliveryText(delivery({ status: 'failed', error: 'ECONNREFUSED' }))).toBe(
      'Email failed: ECONNREFUSED',
    )
    expect(
      emailDeliveryText(delivery({ status: 'failed', error: 'timeout', retrying: true })),
    ).toBe('Email failed: timeout (retrying automatically)')
    expect(
      emailDeliveryText(delivery({ status: 'skipped', error: 'Email is turned off in Settings' })),
    ).toBe('Email not sent: Email is turned off in Settings')
  })
})

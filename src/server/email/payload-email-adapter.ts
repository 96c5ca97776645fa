import 'server-only'

import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import nodemailer from 'nodemailer'
import type { EmailAdapter, Payload } from 'payload'

import { sendWithSiteConfig, type SendResult } from './site-transport'

/**
 * Payload's own mail (password reset, verification) through @payloadcms/email-nodemailer, with a
 * transport that builds the real one from the site config for every message: Settings changes
 * apply without a restart, and the sender is always the church's.
 */
export const siteConfigEmailAdapter = async (): Promise<EmailAdapter> => {
  let payload: Payload | undefined
  const perMessageTransport = nodemailer.createTransport<SendResult>({
    name: 'shoreline-site-config',
    version: '1',
    send: (mail, callback: (error: Error | null, info: SendResult) => void) => {
      if (!payload) {
        callback(new Error('Email was sent before Payload started'), { status: 'sent' })
        return
      }
      sendWithSiteConfig(payload, mail.data).then(
        (result) => callback(null, result),
        (error: Error) => callback(error, { status: 'sent' }),
      )
    },
  })
  const adapter = await nodemailerAdapter({
    transport: perMessageTransport,
    // Nothing to verify up front: the real transport exists only while a message is sent.
    skipVerify: true,
    // Required by Payload; replaced by the site config's sender on every message.
    defaultFromAddress: 'website@localhost',
    defaultFromName: 'Shoreline',
  })
  return (args) => {
    payload = args.payload
    return adapter(args)
  }
}

import { env } from '@/env'
import { siteUrl } from '@/server/site-url'

import { signSubscriptionToken } from './subscription-token'

type Subscriber = { id: number; email: string }

const withToken = (path: string, token: string) =>
  siteUrl(`${path}?token=${encodeURIComponent(token)}`)

/** The confirmation email's link: a page that asks for one click (link scanners only GET). */
export const confirmLink = ({ id }: Subscriber, pendingSince: string): string =>
  withToken(
    '/newsletter/confirm',
    signSubscriptionToken(
      { purpose: 'confirm', subscriberId: id, pendingSince: Date.parse(pendingSince) },
      env.PAYLOAD_SECRET,
    ),
  )

const unsubscribeToken = ({ id, email }: Subscriber) =>
  signSubscriptionToken({ purpose: 'unsubscribe', subscriberId: id, email }, env.PAYLOAD_SECRET)

/** The visible link in every email to a subscriber: a page with one button. */
export const unsubscribeLink = (subscriber: Subscriber): string =>
  withToken('/newsletter/unsubscribe', unsubscribeToken(subscriber))

/** RFC 8058's List-Unsubscribe target: mail providers POST "List-Unsubscribe=One-Click" to it. */
export const oneClickUnsubscribeLink = (subscriber: Subscriber): string =>
  withToken('/api/newsletter/unsubscribe/one-click', unsubscribeToken(subscriber))

/** The headers every email to a subscriber carries (RFC 2369 and RFC 8058). */
export const listUnsubscribeHeaders = (subscriber: Subscriber): Record<string, string> => ({
  'List-Unsubscribe': `<${oneClickUnsubscribeLink(subscriber)}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
})

import type { Group, GroupJoinRequest } from '../../../payload-types'
import {
  churchNameOf,
  email,
  mailbox,
  type Mailbox,
  type OutgoingEmail,
  type Templates,
} from './compose'
import { headerText } from './safe-text'

type JoinFields = Pick<GroupJoinRequest, 'name' | 'email' | 'phone' | 'message'>

/**
 * A request to join, to one of the group's leaders or to the office (docs/groups.md): who asked,
 * how to reach them; Reply goes straight to the visitor.
 */
export const joinRequestNotice = (
  request: JoinFields,
  group: Pick<Group, 'name'>,
  to: Mailbox,
): OutgoingEmail =>
  email({
    to,
    replyTo: mailbox(request.name, request.email),
    subject: headerText(`Request to join ${group.name}: ${request.name}`),
    text: [
      `${headerText(request.name)} would like to join ${headerText(group.name)}.`,
      [
        `Name: ${headerText(request.name)}`,
        `Email: ${request.email}`,
        `Phone: ${request.phone || 'none given'}`,
      ].join('\n'),
      request.message ? `Their message:\n${request.message}` : 'They left no message.',
      'Reply to this email to write to them. Staff mark the request contacted or joined in the dashboard’s Groups tab.',
    ].join('\n\n'),
  })

/** To the visitor: their request went to the leaders, who will be in touch. */
export const joinRequestConfirmation = (
  request: JoinFields,
  group: Pick<Group, 'name'>,
  config: Templates,
): OutgoingEmail =>
  email({
    to: mailbox(request.name, request.email),
    subject: headerText(`Your request to join ${group.name}`),
    text: [
      `Dear ${headerText(request.name)},`,
      `Thank you for asking to join ${headerText(group.name)}. We have passed your request to the group’s leaders, who will be in touch soon.`,
      `With every blessing,\n${churchNameOf(config)}`,
    ].join('\n\n'),
  })

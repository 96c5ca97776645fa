import { message } from '@endpoints/responses'
import { publicForm } from '@/lib/forms/registry'
import { joinRequestBodySchema, type JoinRequestBody } from '@/lib/schemas/group-join-requests'
import { slugs } from '@/lib/slugs'
import { JOIN_REQUEST_TASK } from '@/server/email/join-request-task'
import { submitJoinRequest } from '@/server/groups/submit-join-request'

import { defineForm } from '../server-form'

/**
 * A request to join a group (docs/groups.md). Not a Messages-tab inbox: staff answer requests in
 * the Groups tab, and the emails go to the group's own leaders as well as the office.
 */
export const groupJoinForm = defineForm({
  declaration: publicForm('group-join'),
  stores: slugs.groupJoinRequests,
  summary:
    'Ask to join a group (by its slug): emailed to each of its leaders and the office, with a confirmation to the visitor; a full or closed group refuses with 409',
  responses: { 201: message('Received') },
  body: joinRequestBodySchema,
  emailTask: JOIN_REQUEST_TASK,
  submit: (payload, body) => submitJoinRequest(payload, body),
  submitFlagged: (payload, body, reason) =>
    submitJoinRequest(payload, body as JoinRequestBody, reason),
})

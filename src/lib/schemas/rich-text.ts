import { z } from 'zod'

import { richTextMessage } from '../rich-text/problem-messages'

const node = z.looseObject({ type: z.string() })

/**
 * A rich text as Lexical stores it. Checked node by node (rich-text/rules.ts): only the nodes the
 * editors make, links only to pages, http(s) and email addresses, bounded in size.
 */
export const richTextDocumentSchema = z
  .looseObject({
    root: z.looseObject({ type: z.literal('root'), children: z.array(node) }),
  })
  .superRefine((value, context) => {
    const message = richTextMessage(value)
    if (message) context.addIssue({ code: 'custom', message })
  })
  .meta({ description: "Lexical's stored JSON (the dashboard's editor writes it)" })

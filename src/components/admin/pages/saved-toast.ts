import { whenInWords } from '@/lib/publishing/words'

import type { GlobalChoice } from './global-draft-actions.client'

/** The toast after a page form's save: published, kept as a draft, or scheduled (in words). */
export const savedToast = (choice: GlobalChoice, publishedText: string, timeZone: string) =>
  choice.publishAt
    ? {
        title: 'Scheduled',
        description: `The changes will be published ${whenInWords(choice.publishAt, timeZone)}`,
      }
    : choice.status === 'draft'
      ? { title: 'Draft saved', description: 'Draft saved — not on the website' }
      : { title: 'Success', description: publishedText }

import { countOf } from '@/lib/format-count'

/** Above an inbox list: '1 message.', '7 requests.', or 'The 10 newest of 25 messages.' */
export const inboxCountText = (shown: number, total: number, one: string, noun: string): string =>
  total > shown
    ? `The ${shown} newest of ${countOf(total, one, noun)}.`
    : `${countOf(total, one, noun)}.`

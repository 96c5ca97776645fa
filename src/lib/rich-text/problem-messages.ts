import { messages } from '../validation/messages'
import { richTextProblem, type RichTextProblem } from './rules'

const PROBLEM_MESSAGES: Record<RichTextProblem, string> = {
  link: messages.richTextLink,
  image: messages.richTextImage,
  shape: messages.richTextShape,
  size: messages.richTextSize,
}

/** What staff read when a rich text cannot be saved, or null when it can. */
export const richTextMessage = (value: unknown): string | null => {
  const problem = richTextProblem(value)
  return problem ? PROBLEM_MESSAGES[problem] : null
}

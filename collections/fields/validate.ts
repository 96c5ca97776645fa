import { isBlank } from '@/lib/validation/rules'

/**
 * Turns a rule of docs/requirements/api.md into a Payload field validator, so Payload's admin and
 * the Local API enforce it too.
 */
export const validateWith =
  (rule: (value: unknown) => boolean, message: string) =>
  (value: unknown): true | string =>
    rule(value) ? true : message

export const required =
  (message: string, rule?: (value: string) => boolean, ruleMessage?: string) =>
  (value: unknown): true | string => {
    if (isBlank(value)) return message
    if (rule && !rule(String(value).trim())) return ruleMessage ?? message
    return true
  }

/**
 * The console provider writes emails to the server log, and logs are read by more people (and
 * kept longer) than a mailbox. A password-reset email carries a link with a token that would let
 * anyone with the log take over the account, so every link and every token-like string is
 * removed; the rest of the email stays readable for trying the site out.
 */
const LINK = /\b(?:https?:\/\/|www\.)[^\s"'<>]+/gi
/** Long runs of letters, digits, - and _ (reset tokens, signed ids); ordinary words are shorter. */
const TOKEN = /\b[A-Za-z0-9_-]{20,}\b/g

export const REDACTED_LINK = '[link removed]'
export const REDACTED_TOKEN = '[token removed]'

export const redactForLog = (text: string | undefined): string | undefined =>
  text?.replace(LINK, REDACTED_LINK).replace(TOKEN, REDACTED_TOKEN)

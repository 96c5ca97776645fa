/**
 * Whether a fresh answer says exactly what the one on screen says. A refresh that changes nothing
 * then leaves the state alone, so React re-renders nothing (the events list is read again on
 * every visit, and nearly always comes back the same). Answers are JSON from the API, so their
 * text compares them whole; a list of 100 sermons takes well under a millisecond.
 */
export const sameAnswer = (shown: unknown, fresh: unknown): boolean =>
  shown !== undefined && JSON.stringify(shown) === JSON.stringify(fresh)

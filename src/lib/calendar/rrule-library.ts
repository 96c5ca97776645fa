import * as rruleModule from 'rrule'

/**
 * The rrule package, whichever build was loaded. Bundlers (Next, Vitest) take its ES module build;
 * plain Node ESM (tsx scripts such as the seed) loads its CommonJS bundle, whose named exports
 * Node cannot see, so there everything sits under `default`.
 */
const rrule: typeof rruleModule =
  (rruleModule as { default?: typeof rruleModule }).default ?? rruleModule

export const { RRule, RRuleSet, Frequency, Weekday } = rrule
export type RRuleOptions = rruleModule.Options
export type RecurrenceSet = rruleModule.RRuleSet

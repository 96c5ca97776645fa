/**
 * The Give page's own words besides the account and the tax notice: its introduction and the
 * "Other Ways to Give" cards' texts (each under its fixed heading).
 */
export const GIVE_TEXT_FIELDS = [
  { name: 'introText', label: 'Introduction', hint: 'Under the page’s heading' },
  { name: 'byCheckText', label: 'By check', hint: 'The church’s address follows' },
  { name: 'inPersonText', label: 'In person', hint: '' },
  { name: 'officeText', label: 'Through the office', hint: 'The phone and email follow' },
] as const

export type GiveTexts = Record<(typeof GIVE_TEXT_FIELDS)[number]['name'], string>

export const GIVE_TEXTS_DEFAULTS: GiveTexts = {
  introText:
    'Your generosity keeps our doors open on the harbour, feeds our neighbours through the food pantry, and supports the ministries of the parish. Thank you.',
  byCheckText: 'Make your check payable to [Church Name] and mail it to:',
  inPersonText:
    'Place your gift or pledge envelope in the offering plate at Sunday worship, [Time].',
  officeText: 'For pledges, stock gifts or bequests, contact the parish office.',
}

import type { SiteConfig } from '../../payload-types'

/** The church's address in parts, as schema.org's PostalAddress and Google ask for it. */
export const ADDRESS_PART_FIELDS = [
  'addressStreet',
  'addressLocality',
  'addressRegion',
  'addressPostalCode',
  'addressCountry',
] as const satisfies readonly (keyof SiteConfig)[]

export type AddressParts = Partial<Record<(typeof ADDRESS_PART_FIELDS)[number], string | null>>

/**
 * The one-line address the pages show ("12 Harbour Road, Port Halden, ME 04011"), made from the
 * parts. The country is left out: visitors of a local church know it; the structured data has it.
 */
export const oneLineAddress = (parts: AddressParts): string =>
  [
    parts.addressStreet,
    parts.addressLocality,
    [parts.addressRegion, parts.addressPostalCode]
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(' '),
  ]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ')

const US_STATE_AND_ZIP = /^([A-Z]{2})\s+(\d{5}(?:-\d{4})?)$/
const REGION_AND_POSTCODE = /^(.+?)\s+([A-Z0-9]{1,4}[- ]?[A-Z0-9]{2,5})$/i

/**
 * A one-line address split as it is usually written: "street, town, REGION POSTCODE". What does
 * not fit that shape stays whole in the street, so nothing is lost; a US state and ZIP code also
 * give the country. Used once, to carry addresses saved before the parts existed.
 */
export const splitOneLineAddress = (line: string): AddressParts => {
  const pieces = line
    .split(',')
    .map((piece) => piece.trim())
    .filter(Boolean)
  if (pieces.length < 2) return { addressStreet: line.trim() || null }
  if (pieces.length === 2) return { addressStreet: pieces[0], addressLocality: pieces[1] }
  const last = pieces[pieces.length - 1]
  const us = US_STATE_AND_ZIP.exec(last)
  const other = us ? null : REGION_AND_POSTCODE.exec(last)
  const [region, postalCode] = us ? [us[1], us[2]] : other ? [other[1], other[2]] : [last, null]
  return {
    addressStreet: pieces.slice(0, -2).join(', '),
    addressLocality: pieces[pieces.length - 2],
    addressRegion: region,
    addressPostalCode: postalCode,
    addressCountry: us ? 'US' : null,
  }
}

import { describe, expect, it } from 'vitest'

import { oneLineAddress, splitOneLineAddress } from '@/lib/postal-address'
import { seedSiteConfig } from '@/server/seed/data/site'

describe('the church address in parts and on one line', () => {
  it('writes the one line the pages show from the parts, without the country', () => {
    expect(oneLineAddress(seedSiteConfig)).toBe(seedSiteConfig.address)
    expect(oneLineAddress({ addressStreet: '1 Shore Road', addressLocality: 'Seaside' })).toBe(
      '1 Shore Road, Seaside',
    )
    expect(oneLineAddress({ addressPostalCode: 'TR26 1AB', addressStreet: '  ' })).toBe('TR26 1AB')
    expect(oneLineAddress({})).toBe('')
  })

  it('splits a saved one-line address as it is usually written', () => {
    expect(splitOneLineAddress('12 Harbour Road, Port Halden, ME 04011')).toEqual({
      addressStreet: '12 Harbour Road',
      addressLocality: 'Port Halden',
      addressRegion: 'ME',
      addressPostalCode: '04011',
      addressCountry: 'US',
    })
    expect(splitOneLineAddress('Flat 2, 3 Quay Street, St Ives, Cornwall TR26 1AB')).toEqual({
      addressStreet: 'Flat 2, 3 Quay Street',
      addressLocality: 'St Ives',
      addressRegion: 'Cornwall',
      addressPostalCode: 'TR26 1AB',
      addressCountry: null,
    })
    expect(splitOneLineAddress('1 Shore Road, Seaside')).toEqual({
      addressStreet: '1 Shore Road',
      addressLocality: 'Seaside',
    })
    // What does not fit the shape stays whole: nothing is lost.
    expect(splitOneLineAddress('The old chapel by the green')).toEqual({
      addressStreet: 'The old chapel by the green',
    })
  })
})

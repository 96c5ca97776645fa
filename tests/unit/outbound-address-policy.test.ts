import type { LookupAddress } from 'node:dns'

import { describe, expect, it } from 'vitest'

import { parseEnv as parse } from '@/env'
import { refusedRange } from '@/server/http/outbound/address-policy'
import { isAllowedOrigin, parseAllowedOrigins } from '@/server/http/outbound/allowed-origins'
import { guardedLookup } from '@/server/http/outbound/guarded-lookup'
import { isAddressRefusal } from '@/server/http/outbound/refused'

describe('which addresses a fetch of a staff-given link may connect to', () => {
  it.each([
    // loopback, every way it is written once parsed
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['::1', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    // NAT64 (RFC 6052's well-known prefix): judged by the IPv4 address behind it
    ['64:ff9b::7f00:1', 'loopback'],
    ['64:ff9b::a00:1', 'private'],
    ['64:ff9b:1::a00:1', 'rfc6052'],
    // the deprecated IPv4-compatible form
    ['::7f00:1', 'ipv4Compatible'],
    // private networks
    ['10.0.0.1', 'private'],
    ['172.16.5.4', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['::ffff:192.168.1.1', 'private'],
    // link-local, with the cloud metadata services in it
    ['169.254.169.254', 'linkLocal'],
    ['169.254.170.2', 'linkLocal'],
    ['fe80::1', 'linkLocal'],
    // unique-local IPv6, including AWS's metadata address
    ['fd00:ec2::254', 'uniqueLocal'],
    ['fc00::1', 'uniqueLocal'],
    // carrier-grade NAT, including Alibaba Cloud's metadata address
    ['100.64.0.1', 'carrierGradeNat'],
    ['100.100.100.200', 'carrierGradeNat'],
    // unspecified: 0.0.0.0 and :: reach this machine
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['::', 'unspecified'],
    // multicast, broadcast, reserved (Oracle Cloud's metadata is 192.0.0.192)
    ['224.0.0.1', 'multicast'],
    ['ff02::1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['192.0.0.192', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['2001:db8::1', 'reserved'],
    // tunnels that carry an IPv4 address we could not judge the same way
    ['2002:7f00:1::', '6to4'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'teredo'],
  ])('refuses %s (%s)', (address, range) => {
    expect(refusedRange(address)).toBe(range)
  })

  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '1.1.1.1',
    '172.32.0.1',
    '2606:4700:4700::1111',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
  ])('allows the public address %s', (address) => {
    expect(refusedRange(address)).toBeNull()
  })

  it('refuses what is not a canonical IP address rather than guess at it', () => {
    for (const odd of ['', 'localhost', '0x7f000001', '2130706433', '127.1', '[::1]', '1.2.3.4.5'])
      expect(refusedRange(odd)).not.toBeNull()
  })
})

const parseEnv = (source: Record<string, string>) => parse(source as NodeJS.ProcessEnv)

describe('OUTBOUND_ALLOWED_ORIGINS', () => {
  it('is a list of exact origins, written as URL.origin writes them', () => {
    expect(parseAllowedOrigins('')).toEqual([])
    expect(parseAllowedOrigins(' http://Media.LAN:8080 , https://10.0.0.5/ ,')).toEqual([
      'http://media.lan:8080',
      'https://10.0.0.5',
    ])
    // The default port is no port, as in the URLs it is compared with.
    expect(parseAllowedOrigins('http://media.lan:80')).toEqual(['http://media.lan'])
  })

  it('refuses anything that is not an http(s) origin', () => {
    for (const bad of [
      'media.lan',
      'ftp://media.lan',
      'http://media.lan/audio',
      'http://u:p@x',
      'http://',
    ])
      expect(parseAllowedOrigins(bad)).toBeNull()
    expect(() => parseEnv({ OUTBOUND_ALLOWED_ORIGINS: '10.0.0.5:8080' })).toThrow(
      /OUTBOUND_ALLOWED_ORIGINS/,
    )
    expect(
      parseEnv({ OUTBOUND_ALLOWED_ORIGINS: 'http://10.0.0.5:8080' }).OUTBOUND_ALLOWED_ORIGINS,
    ).toEqual(['http://10.0.0.5:8080'])
    expect(parseEnv({}).OUTBOUND_ALLOWED_ORIGINS).toEqual([])
  })

  it('matches scheme, host and port exactly', () => {
    const allowed = ['http://127.0.0.1:8080']
    expect(isAllowedOrigin(new URL('http://127.0.0.1:8080/a.mp3'), allowed)).toBe(true)
    expect(isAllowedOrigin(new URL('http://127.0.0.1:8081/a.mp3'), allowed)).toBe(false)
    expect(isAllowedOrigin(new URL('https://127.0.0.1:8080/a.mp3'), allowed)).toBe(false)
    expect(isAllowedOrigin(new URL('http://localhost:8080/a.mp3'), allowed)).toBe(false)
  })
})

describe('the lookup every connection to a name goes through', () => {
  type Answer = { addresses: LookupAddress[] }
  const resolver =
    ({ addresses }: Answer) =>
    (_host: string, _options: object, callback: (e: null, a: LookupAddress[]) => void) =>
      callback(null, addresses)
  const lookUp = (answer: Answer, all: boolean) =>
    new Promise<{ error: unknown; address: unknown; family?: number }>((resolve) =>
      guardedLookup(resolver(answer))('media.example.org', { all }, (error, address, family) =>
        resolve({ error, address, family }),
      ),
    )

  it('answers public addresses in the form Node asked for', async () => {
    const addresses = [
      { address: '93.184.216.34', family: 4 },
      { address: '2606:2800:220:1::1', family: 6 },
    ]
    expect(await lookUp({ addresses }, true)).toMatchObject({ error: null, address: addresses })
    expect(await lookUp({ addresses }, false)).toMatchObject({
      error: null,
      address: '93.184.216.34',
      family: 4,
    })
  })

  it('refuses a name when any of its addresses is internal (a rebinding answer, say)', async () => {
    for (const internal of ['127.0.0.1', '169.254.169.254', '::ffff:10.0.0.1', 'fd00:ec2::254']) {
      const addresses = [
        { address: '93.184.216.34', family: 4 },
        { address: internal, family: internal.includes(':') ? 6 : 4 },
      ]
      for (const all of [true, false]) {
        const { error } = await lookUp({ addresses }, all)
        expect(isAddressRefusal(error)).toBe(true)
      }
    }
  })
})

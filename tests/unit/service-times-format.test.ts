import { describe, expect, it } from 'vitest'

import {
  footerServiceTimes,
  promoLineText,
  serviceWhen,
  timeZoneLabel,
} from '@/lib/service-times/format'
import { SERVICE_TIMES_DEFAULTS } from '@/lib/site-defaults'

const { services, promoLine } = SERVICE_TIMES_DEFAULTS
const NEW_YORK = 'America/New_York'
const JULY = new Date('2026-07-12T15:00:00Z')
const JANUARY = new Date('2027-01-10T15:00:00Z')

describe('service times as the pages write them', () => {
  it('the defaults read as the spec gives them on the home and contact pages', () => {
    expect(services.map((service) => [service.name, serviceWhen(service.name, service)])).toEqual([
      ['Sunday Worship', '10:30 AM'],
      ['Wednesday Service', '7:00 PM'],
      ["Women's Bible Study", 'Tuesday 10:00 AM'],
      ['Eastside Missional', 'Wednesday 5:30 PM'],
      ['Kids Church', 'Sunday 10:00 AM'],
    ])
  })

  it('the footer shows the marked services, under their short name, in its own style', () => {
    expect(footerServiceTimes(services)).toEqual([
      { label: 'Sundays', time: '10:30 a.m.' },
      { label: "Women's Bible Study", time: 'Tuesday 10:00 a.m.' },
    ])
  })

  it('a moved service reads its new day and time', () => {
    expect(serviceWhen('Evensong', { day: 'saturday', time: '18:15' })).toBe('Saturday 6:15 PM')
  })
})

describe('the promo line', () => {
  it('says EDT for a July date and EST for a January date where the church is', () => {
    expect(promoLineText(promoLine, services, NEW_YORK, JULY)).toBe(
      'Sunday worship services are live at 10:30 AM EDT',
    )
    expect(promoLineText(promoLine, services, NEW_YORK, JANUARY)).toBe(
      'Sunday worship services are live at 10:30 AM EST',
    )
  })

  it("names another zone by that zone's own name", () => {
    expect(timeZoneLabel('America/Los_Angeles', JULY)).toBe('PDT')
    expect(timeZoneLabel('America/Chicago', JANUARY)).toBe('CST')
  })

  it('uses the first service, and leaves the zone out when the wording does', () => {
    expect(promoLineText('Join us at [Time] on Sundays', [{ time: '09:00' }], NEW_YORK, JULY)).toBe(
      'Join us at 9:00 AM on Sundays',
    )
  })
})

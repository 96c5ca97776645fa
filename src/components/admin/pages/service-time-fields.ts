import { PROMO_VARIABLES } from '@/lib/service-times/format'
import { dayName, WEEKDAYS } from '@/lib/service-times/weekdays'

import type { FieldSpec } from '../content/resources'

/** One service time's fields in the Pages tab, for the row at `index`. */
export const serviceTimeRowFields = (index: number): FieldSpec[] => {
  const at = (name: string) => `services.${index}.${name}`
  return [
    { name: at('name'), label: 'Name', kind: 'text', required: true },
    {
      name: at('day'),
      label: 'Day',
      kind: 'select',
      required: true,
      options: WEEKDAYS,
      optionLabels: Object.fromEntries(WEEKDAYS.map((day) => [day, dayName(day)])),
    },
    { name: at('time'), label: 'Time', kind: 'time', required: true },
    {
      name: at('location'),
      label: 'Location',
      kind: 'text',
      hint: 'Optional, such as Parish hall',
    },
    { name: at('note'), label: 'Note', kind: 'text', hint: 'Optional, shown under the time' },
    {
      name: at('footerLabel'),
      label: 'Name in the footer',
      kind: 'text',
      hint: 'Optional, such as Sundays; empty uses the name',
    },
    { name: at('showInFooter'), label: 'Show in the footer', kind: 'checkbox' },
  ]
}

export const PROMO_LINE_FIELD: FieldSpec = {
  name: 'promoLine',
  label: 'Promo line on the home page',
  kind: 'text',
  required: true,
  hint: `${PROMO_VARIABLES.time} becomes the first service's time and ${PROMO_VARIABLES.timeZone} EST or EDT on the day; leave ${PROMO_VARIABLES.timeZone} out to show no zone`,
}

import { formatDateAndTime } from '@/lib/format-date'

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/

/** "firstName" as "First name", "emailDelivery status" as "Email delivery status". */
const words = (key: string) => {
  const spaced = key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_.]/g, ' ')
    .toLowerCase()
  return spaced.charAt(0).toUpperCase() + spaced.slice(1)
}

/** A stored value as staff read it: dates in words, yes/no, nested values as their own lines. */
const lines = (key: string, value: unknown): [string, string][] => {
  if (value === null || value === undefined || value === '') return []
  if (Array.isArray(value))
    return value.flatMap((item, index) => lines(`${key} ${index + 1}`, item))
  if (typeof value === 'object')
    return Object.entries(value).flatMap(([inner, innerValue]) =>
      lines(`${key} ${inner}`, innerValue),
    )
  if (typeof value === 'boolean') return [[words(key), value ? 'Yes' : 'No']]
  if (typeof value === 'string' && ISO_DATE_TIME.test(value))
    return [[words(key), formatDateAndTime(value)]]
  return [[words(key), String(value)]]
}

/** One stored row of a person's data, every field that holds something, in words. */
export const StoredRow = ({ row }: { row: Record<string, unknown> }) => (
  <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[12rem_1fr]">
    {Object.entries(row)
      .filter(([key]) => key !== 'id')
      .flatMap(([key, value]) => lines(key, value))
      .map(([label, text], index) => (
        <div key={index} className="contents">
          <dt className="font-medium text-slate-800">{label}</dt>
          <dd className="break-words text-slate-700">{text}</dd>
        </div>
      ))}
  </dl>
)

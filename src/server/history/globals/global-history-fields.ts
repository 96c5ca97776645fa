import type { Payload } from 'payload'

import {
  HISTORY_GLOBALS,
  type HistoryGlobal,
  type PageTextsPart,
} from '@/lib/history/history-globals'
import { serverManagedFields } from '@/lib/schemas/server-managed'
import { MAIL_TRANSPORT_FIELDS, SECRET_SITE_CONFIG_FIELDS } from '@/lib/site-config'
import { isSuperuser } from '@/lib/roles'

import type { User } from '../../../../payload-types'

type Named = { name: string; type: string; flattenedFields?: Named[] }

const flattenedFieldsOf = (payload: Payload, name: HistoryGlobal): Named[] => {
  const { global } = HISTORY_GLOBALS[name]
  const config = payload.config.globals.find((one) => one.slug === global)
  return (config?.flattenedFields ?? []) as unknown as Named[]
}

/**
 * The fields a global's version shows and brings back: every field staff edit. Not what the
 * server keeps itself (ids, times, `_status`, who saved it) and never a secret (the SMTP password
 * is not sent out, so not restored either: the stored one stays). The page texts' fields are
 * named `<page>.<field>`, of one page when `part` is given.
 */
export const globalHistoryFields = (
  payload: Payload,
  name: HistoryGlobal,
  part?: PageTextsPart,
): string[] => {
  const managed = new Set<string>([...serverManagedFields(name), ...SECRET_SITE_CONFIG_FIELDS])
  const fields = flattenedFieldsOf(payload, name).filter((field) => !managed.has(field.name))
  if (name !== 'page-texts') return fields.map((field) => field.name)
  return fields
    .filter((group) => !part || group.name === part)
    .flatMap((group) => (group.flattenedFields ?? []).map((inner) => `${group.name}.${inner.name}`))
}

/**
 * What a restore writes of those: an admin's restore leaves the mail transport as it is, as their
 * settings form does (only a superuser changes it, update-site-config.ts).
 */
export const restorableGlobalFields = (
  payload: Payload,
  user: User,
  name: HistoryGlobal,
  part?: PageTextsPart,
): string[] => {
  const fields = globalHistoryFields(payload, name, part)
  if (name !== 'site-config' || isSuperuser(user)) return fields
  const transport = new Set<string>(MAIL_TRANSPORT_FIELDS)
  return fields.filter((field) => !transport.has(field))
}

/** A field's value in a version's snapshot: `about.music` reads the about group's music. */
export const valueAt = (data: Record<string, unknown>, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined,
      data,
    )

/** The fields as a flat record by their names, unset as null. */
export const pickGlobalFields = (
  data: Record<string, unknown>,
  names: readonly string[],
): Record<string, unknown> =>
  Object.fromEntries(names.map((name) => [name, valueAt(data, name) ?? null]))

/**
 * What a version's select leaves out: every top-level field not compared (the other pages of the
 * page texts, the settings' secret). Payload 3.90 reads a global version's select as the
 * version's own fields (no `version` key: `{ home: false }`), and only exclusion is reliable: an
 * include-mode select answered a field's default, not the stored value (seen on postgres).
 */
export const versionSelectOf = (
  payload: Payload,
  name: HistoryGlobal,
  names: readonly string[],
): Record<string, false> => {
  const wanted = new Set(names.map((field) => field.split('.')[0]))
  // The version's facts (its times, status, author) are always read; a secret, never wanted, never.
  const kept = new Set<string>(serverManagedFields(name))
  return Object.fromEntries(
    flattenedFieldsOf(payload, name)
      .map((field) => field.name)
      .filter((field) => !wanted.has(field) && !kept.has(field))
      .map((field) => [field, false]),
  )
}

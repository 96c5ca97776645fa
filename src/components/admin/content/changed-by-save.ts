import type { QueryKey } from '@tanstack/react-query'

import type { AdminResource } from './resources'

/**
 * What saving or deleting one of a resource's items changes on the server, so the dashboard asks
 * for it again: the list, and the values its fields suggest (a new series, or the last sermon of
 * one gone).
 */
export const changedBySave = <Item extends { id: number }>(
  resource: Pick<AdminResource<Item>, 'listPath' | 'fields'>,
): QueryKey[] => [
  [resource.listPath],
  ...resource.fields.flatMap((field) => (field.suggestionsPath ? [[field.suggestionsPath]] : [])),
]

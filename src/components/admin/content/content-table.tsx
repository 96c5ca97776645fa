import { Button } from '@/components/ui/button'

import type { AdminResource } from './resources'

type Props<Item extends { id: number }> = {
  resource: AdminResource<Item>
  items: readonly Item[]
  onEdit: (item: Item) => void
  onDelete?: (item: Item) => void
  /** Opens the item's History (resources with versions). */
  onHistory?: (item: Item) => void
  /** The search the items answer, if any: finding nothing is not the same as having nothing. */
  search?: string
}

/** What an empty list says. */
export const emptyListText = (plural: string, search = ''): string =>
  search ? `No ${plural} match "${search}".` : `No ${plural} yet.`

/**
 * A resource's rows with Edit (History, Delete) buttons that name the row for screen readers. On a
 * phone each row is a card (label: value lines, then the buttons), so nothing is scrolled out of
 * sight; from the sm breakpoint up it is an ordinary table.
 */
export const ContentTable = <Item extends { id: number }>({
  resource,
  items,
  onEdit,
  onDelete,
  onHistory,
  search,
}: Props<Item>) => {
  if (items.length === 0)
    return <p className="py-4 text-slate-700">{emptyListText(resource.plural, search)}</p>
  return (
    <div className="sm:overflow-x-auto">
      <table className="block w-full text-left text-sm sm:table sm:min-w-[36rem]">
        <thead className="hidden border-b border-slate-300 text-slate-700 sm:table-header-group">
          <tr>
            {resource.columns.map((column) => (
              <th key={column.header} scope="col" className="px-3 py-2 font-semibold">
                {column.header}
              </th>
            ))}
            <th scope="col" className="px-3 py-2 font-semibold">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="block space-y-3 sm:table-row-group sm:space-y-0">
          {items.map((item) => (
            <tr
              key={item.id}
              className="block rounded border border-slate-200 p-3 sm:table-row sm:rounded-none sm:border-0 sm:border-b sm:p-0"
            >
              {resource.columns.map((column) => (
                <td key={column.header} className="block py-0.5 sm:table-cell sm:px-3 sm:py-2">
                  <span className="font-semibold sm:hidden">{column.header}: </span>
                  {column.cell(item)}
                </td>
              ))}
              <td className="block pt-2 sm:table-cell sm:whitespace-nowrap sm:px-3 sm:py-2 sm:text-right">
                <Button
                  type="button"
                  variant="small"
                  onClick={() => onEdit(item)}
                  aria-label={`Edit ${resource.describe(item)}`}
                >
                  Edit
                </Button>
                {onHistory ? (
                  <Button
                    type="button"
                    variant="small"
                    className="ml-2"
                    onClick={() => onHistory(item)}
                    aria-label={`History of ${resource.describe(item)}`}
                  >
                    History
                  </Button>
                ) : null}
                {onDelete ? (
                  <Button
                    type="button"
                    variant="smallDanger"
                    className="ml-2"
                    onClick={() => onDelete(item)}
                    aria-label={`Delete ${resource.describe(item)}`}
                  >
                    Delete
                  </Button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

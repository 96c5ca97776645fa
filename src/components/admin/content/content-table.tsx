import { smallButton, smallDangerButton } from '../ui/styles'
import type { AdminResource } from './resources'

type Props<Item extends { id: number }> = {
  resource: AdminResource<Item>
  items: readonly Item[]
  onEdit: (item: Item) => void
  onDelete?: (item: Item) => void
}

/** A resource's rows with Edit (and Delete) buttons that name the row for screen readers. */
export const ContentTable = <Item extends { id: number }>({
  resource,
  items,
  onEdit,
  onDelete,
}: Props<Item>) => {
  if (items.length === 0) return <p className="py-4 text-slate-700">No {resource.plural} yet.</p>
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <thead className="border-b border-slate-300 text-slate-700">
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
        <tbody>
          {items.map((item) => (
            <tr key={item.id} className="border-b border-slate-200">
              {resource.columns.map((column) => (
                <td key={column.header} className="px-3 py-2">
                  {column.cell(item)}
                </td>
              ))}
              <td className="whitespace-nowrap px-3 py-2 text-right">
                <button
                  type="button"
                  className={smallButton}
                  onClick={() => onEdit(item)}
                  aria-label={`Edit ${resource.describe(item)}`}
                >
                  Edit
                </button>
                {onDelete ? (
                  <button
                    type="button"
                    className={`${smallDangerButton} ml-2`}
                    onClick={() => onDelete(item)}
                    aria-label={`Delete ${resource.describe(item)}`}
                  >
                    Delete
                  </button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

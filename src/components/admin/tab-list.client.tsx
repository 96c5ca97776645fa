'use client'

import { useRef, type KeyboardEvent } from 'react'

import { Button } from '@/components/ui/button'

import { ADMIN_TABS, type AdminTabId } from './admin-tabs'

const BUTTONS = ADMIN_TABS.filter((tab) => tab.hasButton)

export const tabButtonId = (tab: AdminTabId) => `admin-tab-${tab}`
export const tabPanelId = (tab: AdminTabId) => `admin-panel-${tab}`

type Props = { current: AdminTabId; onSelect: (tab: AdminTabId) => void }

/**
 * The WAI-ARIA tabs pattern: one tab stop, arrow keys (and Home/End) move between tabs and open
 * them, so a keyboard user is never made to Tab through eight buttons.
 */
export const TabList = ({ current, onSelect }: Props) => {
  const buttons = useRef<(HTMLButtonElement | null)[]>([])

  const move = (event: KeyboardEvent, index: number) => {
    const last = BUTTONS.length - 1
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % BUTTONS.length
        : event.key === 'ArrowLeft'
          ? (index + last) % BUTTONS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null
    if (next === null) return
    event.preventDefault()
    buttons.current[next]?.focus()
    onSelect(BUTTONS[next].id)
  }

  // A tab without a button (services, featured) leaves the first tab as the keyboard stop.
  const focusable = BUTTONS.some((tab) => tab.id === current) ? current : BUTTONS[0].id

  return (
    <div
      role="tablist"
      aria-label="Dashboard sections"
      className="flex flex-wrap gap-1 border-b border-slate-300"
    >
      {BUTTONS.map((tab, index) => {
        const selected = tab.id === current
        return (
          <Button
            variant="plain"
            key={tab.id}
            ref={(element) => {
              buttons.current[index] = element
            }}
            id={tabButtonId(tab.id)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={selected ? tabPanelId(tab.id) : undefined}
            tabIndex={tab.id === focusable ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            onKeyDown={(event) => move(event, index)}
            className={`-mb-px rounded-t border-b-2 px-4 py-2 text-sm font-medium ${
              selected
                ? 'border-primary text-slate-900'
                : 'border-transparent text-slate-700 hover:text-slate-900'
            }`}
          >
            {tab.label}
          </Button>
        )
      })}
    </div>
  )
}

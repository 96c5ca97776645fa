'use client'

import { inboxForms } from '@/lib/forms/registry'

import { InboxSection } from './inbox-section.client'
import { inboxViews } from './inbox-views'

/**
 * The first 10 submissions of each inbox form (contact messages, visit requests), each with its
 * status buttons (docs/requirements/dashboard.md).
 */
export const MessagesTab = () => (
  <div className="grid gap-6 xl:grid-cols-2">
    {inboxForms.map(({ inbox: { collection, title, one, noun, statuses, actions } }) => (
      <InboxSection
        key={collection}
        kind={collection}
        title={title}
        one={one}
        noun={noun}
        statuses={statuses}
        actions={actions}
        {...inboxViews[collection]}
      />
    ))}
  </div>
)

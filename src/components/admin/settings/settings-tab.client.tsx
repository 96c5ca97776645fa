'use client'

import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'

import type { PublishingState } from '@/lib/schemas/publishing'

import { GlobalHistoryButton } from '../history/global-history.client'
import { PersonalDataPanel } from '../privacy/personal-data-panel.client'
import { PrivacySettingsPanel } from '../privacy/privacy-settings-panel.client'
import { QueryState } from '../ui/query-state'
import { card } from '../ui/styles'
import { SettingsForm } from './settings-form.client'
import { SITE_CONFIG_FIELDS } from './site-config-fields'
import { SITE_CONFIG_KEY } from './site-config-keys'
import { StorageLine } from './storage-line.client'

/**
 * The site configuration form (docs/requirements/dashboard.md). Staff read the mail settings too
 * (never the password), and the settings as last saved: a pending draft (docs/publishing.md).
 */
export const SettingsTab = () => {
  const config = useQuery<{ saved: Record<string, unknown>; publishing: PublishingState }>({
    queryKey: SITE_CONFIG_KEY,
  })
  // A restore opens the form again on the restored settings.
  const [restores, setRestores] = useState(0)
  return (
    <div className="space-y-6">
      <section className={card} aria-labelledby="settings-heading">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="settings-heading" className="text-xl font-semibold">
            Site settings
          </h2>
          <GlobalHistoryButton
            global="site-config"
            title="Site settings"
            fields={SITE_CONFIG_FIELDS}
            formKey={SITE_CONFIG_KEY}
            onRestored={() => setRestores((count) => count + 1)}
          />
        </div>
        <QueryState isLoading={config.isLoading} error={config.error} what="the settings">
          {config.data ? (
            <SettingsForm
              key={restores}
              saved={config.data.saved}
              publishing={config.data.publishing}
            />
          ) : null}
        </QueryState>
      </section>
      <StorageLine />
      <PrivacySettingsPanel />
      <PersonalDataPanel />
    </div>
  )
}

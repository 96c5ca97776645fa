'use client'

import { useQuery } from '@tanstack/react-query'

import { PersonalDataPanel } from '../privacy/personal-data-panel.client'
import { PrivacySettingsPanel } from '../privacy/privacy-settings-panel.client'
import { QueryState } from '../ui/query-state'
import { card } from '../ui/styles'
import { SettingsForm } from './settings-form.client'
import { StorageLine } from './storage-line.client'

export const SITE_CONFIG_KEY = ['/api/site-config']

/**
 * The site configuration form (docs/requirements/dashboard.md). Staff read the mail settings too
 * (never the password).
 */
export const SettingsTab = () => {
  const config = useQuery<Record<string, unknown>>({ queryKey: SITE_CONFIG_KEY })
  return (
    <div className="space-y-6">
      <section className={card} aria-labelledby="settings-heading">
        <h2 id="settings-heading" className="text-xl font-semibold">
          Site settings
        </h2>
        <QueryState isLoading={config.isLoading} error={config.error} what="the settings">
          {config.data ? <SettingsForm saved={config.data} /> : null}
        </QueryState>
      </section>
      <StorageLine />
      <PrivacySettingsPanel />
      <PersonalDataPanel />
    </div>
  )
}

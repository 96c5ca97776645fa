'use client'

import { useQuery } from '@tanstack/react-query'

import { apiJson } from '@/lib/api/api-request'

/**
 * The values a text field offers to pick from (a sermon's existing series), as a datalist: the
 * input becomes a combobox that still takes a new value. The server folds a new value that only
 * differs in case or spaces into the existing one (collections/hooks/match-existing-series.ts).
 */
export const SuggestionList = ({ id, path }: { id: string; path: string }) => {
  const options = useQuery({ queryKey: [path], queryFn: () => apiJson<string[]>('GET', path) })
  return (
    <datalist id={id}>
      {(options.data ?? []).map((option) => (
        <option key={option} value={option} />
      ))}
    </datalist>
  )
}

import type { UseFormHandleSubmit } from 'react-hook-form'

import { openPreviewTab } from '../content/preview-tab'

type Values = Record<string, unknown>
type Done = { onSuccess: () => void; onError: () => void }

/**
 * Save and preview on a Pages or Settings form: checks the form, saves it as a draft
 * (`saveDraft`), then shows `href`, the page in draft mode, in the tab opened at the press.
 */
export const previewAfterDraftSave = (
  href: string,
  handleSubmit: UseFormHandleSubmit<Values>,
  saveDraft: (values: Values, done: Done) => void,
) => {
  const tab = openPreviewTab()
  void handleSubmit(
    (values) => saveDraft(values, { onSuccess: () => tab.show(href), onError: tab.close }),
    tab.close,
  )()
}

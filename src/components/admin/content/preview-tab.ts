/**
 * The tab a "Save and preview" press opens (docs/publishing.md#preview). It is opened blank at
 * once, inside the press, because browsers block a tab opened later, after the save's answer;
 * it is sent to the preview once the draft is saved, and closed if the form is invalid or the
 * save fails, so staff are never left with an empty tab.
 */
export type PreviewTab = { show: (href: string) => void; close: () => void }

export const openPreviewTab = (): PreviewTab => {
  const tab = window.open('', '_blank')
  // The previewed page must not reach back into the dashboard (what rel="noopener" does).
  if (tab) tab.opener = null
  return {
    show: (href) => tab?.location.replace(href),
    close: () => tab?.close(),
  }
}

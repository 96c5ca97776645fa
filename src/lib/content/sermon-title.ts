/** Titles synced from YouTube often start with 'Sermon '; the site shows them without it. */
export const displaySermonTitle = (title: string): string => {
  const stripped = title.replace(/^Sermon\s+/, '')
  return stripped.trim() ? stripped : title
}

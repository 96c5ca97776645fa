import Color from 'color'

/** WCAG 2 AA for normal-size text: the theme colours sit under (and are) body-size text. */
export const MIN_CONTRAST_WITH_WHITE = 4.5

const WHITE = Color('#ffffff')

/**
 * The contrast ratio of a hex colour with white text (WCAG 2's formula, by the `color` library),
 * rounded down to one decimal so a colour just short of 4.5 never reads as "4.5:1" and refused.
 */
export const contrastWithWhite = (hex: string): number =>
  Math.floor(Color(hex).contrast(WHITE) * 10) / 10

/** Why a theme colour is refused, with its ratio; null when white text on it is readable. */
export const contrastProblem = (hex: string): string | null => {
  const ratio = contrastWithWhite(hex)
  return ratio >= MIN_CONTRAST_WITH_WHITE
    ? null
    : `Contrast with white text is ${ratio}:1; it needs at least ${MIN_CONTRAST_WITH_WHITE}:1`
}

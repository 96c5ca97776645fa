/** The map section's constants: height 400px, zoom 15 (docs/requirements/public-pages.md). */
export const MAP_ZOOM = 15
export const MAP_HEIGHT_PX = 400

/** What Google Maps searches for: the church's name and address, so the pin lands on the church. */
export const mapPlace = (churchName: string, address: string): string =>
  [churchName, address].filter(Boolean).join(', ')

/** The embeddable map, which needs no API key. */
export const mapEmbedUrl = (place: string): string =>
  `https://maps.google.com/maps?q=${encodeURIComponent(place)}&z=${MAP_ZOOM}&output=embed`

/** The same place in Google Maps itself, for when the embed cannot load. */
export const mapSearchUrl = (place: string): string =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}`

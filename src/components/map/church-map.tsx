import { MapFrame } from './map-frame.client'
import { mapEmbedUrl, mapPlace, mapSearchUrl } from './map-urls'

type Props = { churchName: string; address: string }

/**
 * The church on an embedded Google map, with a plain link to Google Maps underneath so visitors
 * can always get directions, even where the embed is blocked or offline.
 */
export const ChurchMap = ({ churchName, address }: Props) => {
  const place = mapPlace(churchName, address)
  return (
    <div>
      <MapFrame src={mapEmbedUrl(place)} title={`Map showing ${churchName}`} />
      <p className="mt-3">
        <a
          href={mapSearchUrl(place)}
          target="_blank"
          rel="noopener noreferrer"
          className="font-medium text-primary underline underline-offset-2 hover:no-underline"
        >
          Open in Google Maps
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </p>
    </div>
  )
}

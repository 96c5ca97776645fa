import { MapFrame } from './map-frame.client'
import { MapOnRequest } from './map-on-request.client'
import { mapEmbedUrl, mapPlace, mapSearchUrl } from './map-urls'

type Props = { churchName: string; address: string; privacyMode: boolean }

/**
 * The church on an embedded Google map, with a plain link to Google Maps underneath so visitors
 * can always get directions, even where the embed is blocked or offline. In privacy mode the frame
 * waits for the visitor's "Show map".
 */
export const ChurchMap = ({ churchName, address, privacyMode }: Props) => {
  const place = mapPlace(churchName, address)
  const title = `Map showing ${churchName}`
  return (
    <div>
      {privacyMode ? (
        <MapOnRequest src={mapEmbedUrl(place)} title={title} address={address} />
      ) : (
        <MapFrame src={mapEmbedUrl(place)} title={title} />
      )}
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

import { isLanguageTag, podcastMessages } from '../podcast-settings'
import { messages } from '../validation/messages'
import { isHttpUrl, isImageLocation } from '../validation/rules'
import { optionalText, optionalWith } from './fields'

/**
 * The podcast part of the settings form. The artwork's pixel size is checked by the server on
 * save (it needs the stored image), so here it is only a location.
 */
export const podcastSettingsSchema = {
  podcastTitle: optionalText(),
  podcastDescription: optionalText(),
  podcastAuthor: optionalText(),
  podcastImageUrl: optionalWith(isImageLocation, messages.imageUrl),
  podcastLanguage: optionalWith(isLanguageTag, podcastMessages.language),
  podcastAppleUrl: optionalWith(isHttpUrl, messages.validUrl),
  podcastSpotifyUrl: optionalWith(isHttpUrl, messages.validUrl),
}

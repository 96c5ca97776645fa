/**
 * The three most recent demo sermons have audio, served by the site itself from public/audio
 * (made by scripts/generate-demo-audio.ts), so the podcast has episodes on a fresh install.
 */
const DEMO_AUDIO_WEEKS = 3

export const demoAudioUrl = (weeksAgo: number, siteUrl: string): string | undefined =>
  weeksAgo < DEMO_AUDIO_WEEKS ? `${siteUrl}/audio/demo-sermon-${weeksAgo + 1}.mp3` : undefined

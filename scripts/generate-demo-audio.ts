/**
 * Writes the demo sermons' audio: a few seconds of a soft chord (a bell-like C major triad that
 * fades), encoded as MP3, the format Apple Podcasts and every app accept. The files are committed
 * in public/audio; the seed stores copies through the sermon file storage (src/server/seed/
 * demo-files.ts), so the podcast has episodes on a fresh install. Run again only to change them: `npx tsx scripts/generate-demo-audio.ts`.
 */
import { writeFileSync } from 'node:fs'

import { Mp3Encoder } from '@breezystack/lamejs'

const SAMPLE_RATE = 22_050
const SECONDS = 4
const KBPS = 32

const render = (rootHz: number): Int16Array => {
  const samples = new Int16Array(SAMPLE_RATE * SECONDS)
  const chord = [rootHz, rootHz * 1.25, rootHz * 1.5]
  for (let i = 0; i < samples.length; i += 1) {
    const t = i / SAMPLE_RATE
    const envelope = Math.min(1, t * 20) * Math.exp(-t * 0.9)
    const sum = chord.reduce((total, hz) => total + Math.sin(2 * Math.PI * hz * t), 0)
    samples[i] = Math.round((sum / chord.length) * envelope * 0.5 * 32767)
  }
  return samples
}

const encode = (samples: Int16Array): Buffer => {
  const encoder = new Mp3Encoder(1, SAMPLE_RATE, KBPS)
  const chunks: Uint8Array[] = []
  for (let start = 0; start < samples.length; start += 1152) {
    chunks.push(encoder.encodeBuffer(samples.subarray(start, start + 1152)))
  }
  chunks.push(encoder.flush())
  return Buffer.concat(chunks.map((chunk) => Buffer.from(chunk)))
}

/** One file per demo sermon that has audio (src/server/seed/demo-files.ts reads them). */
const FILES = {
  'demo-sermon-1.mp3': 261.63,
  'demo-sermon-2.mp3': 293.66,
  'demo-sermon-3.mp3': 329.63,
}

for (const [name, rootHz] of Object.entries(FILES)) {
  const bytes = encode(render(rootHz))
  writeFileSync(`public/audio/${name}`, bytes)
  console.log(`public/audio/${name}: ${bytes.length} bytes`)
}

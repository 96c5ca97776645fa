/**
 * A made-up but valid MP3: MPEG-1 Layer III frames at 320 kbit/s, 44.1 kHz, mono, of silence
 * (header then zeros). Each frame is 1,044 bytes (no padding) and lasts 1,152 samples, so the
 * length of a file of n frames is known exactly: n × 1152 / 44100 seconds.
 */
export const MP3_FRAME_BYTES = 1044
export const MP3_FRAME_SECONDS = 1152 / 44100

const frame = (() => {
  const bytes = new Uint8Array(MP3_FRAME_BYTES)
  // Sync + MPEG-1 + Layer III + no CRC; 320 kbit/s + 44.1 kHz + no padding; mono.
  bytes.set([0xff, 0xfb, 0xe0, 0xc0])
  return bytes
})()

/** Enough whole frames to make about `bytes` bytes. */
export const mp3FrameCount = (bytes: number) => Math.floor(bytes / MP3_FRAME_BYTES)

/** Bytes [start, end) of the MP3 made of `frames` frames, made on demand (never the whole file). */
export const mp3Slice = (start: number, end: number): Uint8Array<ArrayBuffer> => {
  const out = new Uint8Array(end - start)
  for (let position = start; position < end;) {
    const inFrame = position % MP3_FRAME_BYTES
    const take = Math.min(MP3_FRAME_BYTES - inFrame, end - position)
    out.set(frame.subarray(inFrame, inFrame + take), position - start)
    position += take
  }
  return out
}

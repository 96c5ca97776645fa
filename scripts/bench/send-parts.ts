/**
 * The browser's share of bench:upload:s3, in a process of its own so that its memory is not
 * counted as the server's: reads {parts: [{partNumber, url}], partBytes, size} on stdin, PUTs
 * each part of the bench MP3 to its presigned URL, three at a time as the dashboard does, and
 * prints the parts with their ETags as JSON.
 */
import { text } from 'node:stream/consumers'

import { mp3Slice } from '../../tests/helpers/mp3'

type Job = { parts: { partNumber: number; url: string }[]; partBytes: number; size: number }

const { parts, partBytes, size } = JSON.parse(await text(process.stdin)) as Job
const sent: { partNumber: number; etag: string }[] = []

/**
 * A dropped connection is sent again, as the dashboard does (a kept-alive socket the server
 * has just closed fails with EPIPE under this load).
 */
const putWithRetries = async (url: string, body: Uint8Array, attempt = 1): Promise<Response> => {
  try {
    return await fetch(url, { method: 'PUT', body: body as BodyInit })
  } catch (error) {
    if (attempt >= 5) throw error
    return putWithRetries(url, body, attempt + 1)
  }
}
const send = async () => {
  for (let next = parts.shift(); next; next = parts.shift()) {
    const from = (next.partNumber - 1) * partBytes
    const body = mp3Slice(from, Math.min(from + partBytes, size))
    const put = await putWithRetries(next.url, body)
    if (!put.ok) throw new Error(`part ${next.partNumber}: ${put.status}`)
    sent.push({ partNumber: next.partNumber, etag: put.headers.get('etag') ?? '' })
  }
}
await Promise.all([send(), send(), send()])
process.stdout.write(JSON.stringify(sent))

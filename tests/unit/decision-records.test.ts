import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/**
 * docs/decisions: one number per record, and the README's index lists every record once, in
 * order. Two records once shared a number and three were missing from the index; nothing failed.
 */

const folder = path.resolve(__dirname, '../../docs/decisions')
const records = readdirSync(folder)
  .filter((name) => /^\d{3}-.+\.md$/.test(name))
  .sort()
const numberOf = (name: string) => name.slice(0, 3)

const indexLinks = [
  ...readFileSync(path.join(folder, 'README.md'), 'utf8').matchAll(/^\| \[(\d{3})\]\(([^)]+)\)/gm),
].map(([, number, file]) => ({ number, file }))

describe('decision records', () => {
  it('have unique numbers', () => {
    const numbers = records.map(numberOf)
    const repeated = numbers.filter((number, index) => numbers.indexOf(number) !== index)
    expect(repeated).toEqual([])
  })

  it('each open with their own number and carry a status', () => {
    for (const name of records) {
      const text = readFileSync(path.join(folder, name), 'utf8')
      expect(text.split('\n')[0], name).toMatch(new RegExp(`^# ${numberOf(name)}\\. \\S`))
      expect(text, name).toMatch(/^## Status$/m)
    }
  })

  it('are all in the index, once each, in order, under their own number', () => {
    expect(indexLinks.map(({ file }) => file)).toEqual(records)
    for (const { number, file } of indexLinks) expect(number, file).toBe(numberOf(file))
  })
})

import { describe, expect, it } from 'vitest'

import nextConfig from '../../next.config.mjs'

type Rule = { source: string; headers: { key: string; value: string }[] }

const hintRules = (rules: Rule[]) =>
  rules.filter((rule) => rule.headers.some(({ key }) => /^(accept|critical)-ch$/i.test(key)))

describe("Payload's colour-scheme client hints", () => {
  it('are sent on its admin only, not on every path as withPayload sets them', async () => {
    const rules = (await (nextConfig as { headers: () => Promise<Rule[]> }).headers()) ?? []
    const hints = hintRules(rules)
    expect(hints.map((rule) => rule.source)).toEqual(['/cms/:path*'])
    expect(hints[0].headers.map(({ key }) => key)).toEqual(
      expect.arrayContaining(['Accept-CH', 'Critical-CH']),
    )
  })
})

import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

/**
 * The lint rule that sends every button through the Button primitive, checked against the
 * repository's own ESLint config: a later config block that drops or overrides the rule fails here.
 */
const eslint = new ESLint()

const RAW_BUTTON = `export const Planted = () => <button type="button">Go</button>\n`

const rulesBrokenBy = async (filePath: string) => {
  const [result] = await eslint.lintText(RAW_BUTTON, { filePath })
  return result.messages.map((message) => message.ruleId)
}

describe('raw <button> elements', () => {
  it.each(['src/components/admin/planted.client.tsx', 'src/app/(site)/planted/page.tsx'])(
    'are refused in %s',
    async (filePath) => {
      expect(await rulesBrokenBy(filePath)).toContain('no-restricted-syntax')
    },
    60_000,
  )

  it('are allowed inside the primitive itself', async () => {
    expect(await rulesBrokenBy('src/components/ui/button.tsx')).not.toContain(
      'no-restricted-syntax',
    )
  }, 60_000)
})

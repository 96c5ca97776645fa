import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'

const config = [
  ...nextVitals,
  ...nextTypescript,
  {
    ignores: [
      '.next/**',
      '.data/**',
      'node_modules/**',
      'payload-types.ts',
      'src/app/(payload)/cms/importMap.js',
      'migrations/*.json',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
    ],
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Payload generates these; they destructure arguments they do not use.
    files: ['migrations/**'],
    rules: { '@typescript-eslint/no-unused-vars': 'off' },
  },
  {
    // Tests read JSON answers whose shape is what they assert.
    files: ['tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
]

export default config

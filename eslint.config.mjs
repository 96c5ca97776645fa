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
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Every button goes through the Button primitive, so its looks and its default type
    // ("button", not the browser's "submit") are decided in one place.
    files: ['src/**/*.tsx', 'src/**/*.jsx'],
    ignores: ['src/components/ui/button.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name='button']",
          message:
            'Use <Button> from src/components/ui/button.tsx (variant="plain" when the look is your own).',
        },
      ],
    },
  },
  {
    // The layers (README: Project layout). src/lib is pure code the browser and the server share;
    // src/server never reaches into pages or components. `@/` paths resolve through tsconfig.
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/lib',
              from: ['./src/server', './src/components', './src/app'],
              message: 'src/lib is shared with the browser: it imports only src/lib and packages.',
            },
            {
              target: './src/server',
              from: ['./src/components', './src/app'],
              message: 'src/server imports no components or pages: move shared code to src/lib.',
            },
          ],
        },
      ],
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
    settings: {
      // Packages are not walked for cycles: parsing their type declarations is most of the cost.
      'import/ignore': ['node_modules'],
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

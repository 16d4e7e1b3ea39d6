import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'reports/**',
      'test-results/**',
      'node_modules/**',
      '**/.data/**',
      'examples/.vite/**',
      'examples/dist/**',
      'examples/nextjs/.next/**',
      'examples/nextjs/next-env.d.ts',
      '.fresh-apps/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // `import { type A } from 'x'` stays in the built file as `import 'x'`: a page then loads
      // (and a bundler keeps) the whole module for nothing. `import type { A }` leaves no import.
      '@typescript-eslint/no-import-type-side-effects': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: 'TSEnumDeclaration', message: 'Use a union of string literals, not an enum.' },
        { selector: 'ExportAllDeclaration', message: 'List exports explicitly.' },
      ],
    },
  },
  {
    files: ['headless/**/*.{ts,tsx}', 'skins/**/*.{ts,tsx}', 'backoffice-hooks/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-exports': [
        'error',
        {
          restrictDefaultExports: {
            direct: true,
            named: true,
            defaultFrom: true,
            namedFrom: true,
            namespaceFrom: true,
          },
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);

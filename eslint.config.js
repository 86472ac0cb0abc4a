import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-*/**',
      '**/*.d.ts',
      '**/.run/**',
      '**/node_modules/**',
      'apps/server/drizzle/**',
      'e2e/.run/**',
      'e2e/test-results/**',
      'data/**',
      'bench/out/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      'no-console': 'off',
    },
  },
  {
    // Infrastructure serves every feature and knows none of them; it reports failures with its own errors,
    // and the feature (or http/error-handler.ts) says them to the user with a status and an Italian message.
    files: ['apps/server/src/{llm,storage,realtime,mail,jobs,db,config}/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)features/',
              message: 'Infrastructure never imports a feature: let the feature pass a function, or compose them in bootstrap.ts.',
            },
            {
              regex: '(^|/)http/errors(\\.js)?$',
              message: 'Infrastructure never throws HTTP errors: throw an error of its own and map it in the feature.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
);

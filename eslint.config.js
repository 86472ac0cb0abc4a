import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import globals from 'globals';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

/** The web app's features (apps/web/src/features/<name>), read from disk so a new feature is fenced in at once. */
const webSrc = './apps/web/src';
const webFeatures = readdirSync(new URL(`${webSrc}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-*/**',
      '**/*.d.ts',
      '**/.run/**',
      '**/node_modules/**',
      'apps/server/drizzle/**',
      'test-data/**',
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
  {
    // Bulletproof React's unidirectional layers: shared (components, lib, i18n) → features → app. A page that
    // composes several features lives in app/routes; a feature reaches no other feature (ADR 0017).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      // no-cycle parses the imported modules itself: it needs the TypeScript parser for them.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...webFeatures.map((feature) => ({
              target: `${webSrc}/features/${feature}`,
              from: `${webSrc}/features`,
              except: [`./${feature}`],
              message:
                'A feature never imports another feature: move the shared piece to components/ or lib/, or compose the features in app/routes.',
            })),
            {
              target: [`${webSrc}/components`, `${webSrc}/lib`, `${webSrc}/i18n`],
              from: [`${webSrc}/features`, `${webSrc}/app`],
              message: 'components/, lib/ and i18n/ are shared: they import no feature and nothing of app/.',
            },
            {
              target: `${webSrc}/features`,
              from: `${webSrc}/app`,
              message: 'A feature never imports app/: app/ composes the features.',
            },
          ],
        },
      ],
    },
  },
  {
    // Components read and change server data only through their feature's api/ hooks, which own the cache (ADR 0017).
    files: ['apps/web/src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^(invalidateQueries|setQueryData|removeQueries|refetchQueries|resetQueries)$/]',
          message: "A component never updates the query cache: the feature's mutation hook in api/ does.",
        },
        {
          selector: "Property[key.name='queryKey']",
          message: "A component never spells a query key: use the feature's query hook or query-options factory in api/.",
        },
      ],
    },
  },
);

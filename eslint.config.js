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

/**
 * The server's layers (issue 32, ADR 0139), bottom to top: base (errors, the request's caller, request-body helpers),
 * infrastructure (imports only base and itself), features, and the composition root. Tests and test helpers sit above
 * everything and may import anything.
 */
const serverSrc = './apps/server/src';
const SERVER_INFRASTRUCTURE = [
  'app-context.ts',
  'auth',
  'config',
  'db',
  'instances',
  'jobs',
  'language',
  'llm',
  'mail',
  'metrics',
  'net',
  'rate-limit',
  'realtime',
  'storage',
];
const SERVER_COMPOSITION = ['bootstrap.ts', 'cli', 'http', 'main.ts', 'test'];
/**
 * Which features a feature may import (docs/conventions.md lists the same, with the reason for each). A feature not
 * listed imports no other feature. Adding an arrow here is a design decision: prefer moving the shared piece down.
 */
const FEATURE_IMPORTS = {
  actions: ['account', 'agents', 'knowledge'],
  admin: ['account'],
  agents: ['account', 'analytics-rollups', 'api-keys'],
  analytics: ['agents', 'analytics-rollups', 'handoff'],
  'api-keys': ['admin'],
  auth: ['account'],
  billing: ['account'],
  bookings: ['account', 'agents', 'push'],
  channels: ['account', 'agents', 'chat', 'knowledge'],
  chat: ['account', 'actions', 'agents', 'analytics-rollups', 'api-keys', 'bookings', 'chat-messages', 'handoff', 'knowledge', 'memories'],
  'chat-messages': ['agents'],
  conversations: ['actions', 'analytics', 'analytics-rollups', 'knowledge'],
  dashboard: ['account', 'api-keys'],
  'google-calendar': ['account', 'bookings', 'google-sign-in'],
  'google-sign-in': ['account', 'auth', 'team'],
  handoff: ['account', 'agents', 'chat-messages', 'leads', 'push'],
  integrations: ['account', 'agents', 'chat', 'conversations', 'knowledge'],
  knowledge: ['account', 'agents'],
  leads: ['agents'],
  memories: ['agents'],
  privacy: ['admin', 'integrations', 'leads'],
  profile: ['account', 'google-sign-in'],
  sessions: ['auth'],
  team: ['account', 'auth'],
};
const serverFeatures = readdirSync(new URL(`${serverSrc}/features`, import.meta.url), { withFileTypes: true })
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
      'e2e/test-results-cluster/**',
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
    files: ['apps/server/src/{llm,storage,realtime,mail,jobs,db,config,net}/**/*.ts'],
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
              regex: '(^|/)base/errors(\\.js)?$',
              message: 'Infrastructure never throws HTTP errors: throw an error of its own and map it in the feature.',
            },
          ],
        },
      ],
    },
  },
  {
    // The server's layers and the allowed feature-to-feature imports (ADR 0139); no import cycle, type-only included.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'apps/server/src/test/**', '**/test-support/**'],
    plugins: { 'import-x': importX },
    settings: {
      // The server imports its TypeScript files by their compiled name (`./x.js`): resolve that to `./x.ts`.
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js'], extensionAlias: { '.js': ['.ts', '.js'] } })],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/ignore': ['node_modules'],
      'import-x/extensions': ['.ts', '.js'],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: `${serverSrc}/base`,
              from: [...SERVER_INFRASTRUCTURE, ...SERVER_COMPOSITION, 'features'].map((entry) => `${serverSrc}/${entry}`),
              message: 'base/ is the bottom layer: it imports nothing of the server.',
            },
            {
              target: SERVER_INFRASTRUCTURE.map((entry) => `${serverSrc}/${entry}`),
              from: [...SERVER_COMPOSITION, 'features'].map((entry) => `${serverSrc}/${entry}`),
              message:
                'Infrastructure imports only base/ and infrastructure: let the feature pass a function, or compose them in bootstrap.ts or http/.',
            },
            {
              target: `${serverSrc}/features`,
              from: SERVER_COMPOSITION.filter((entry) => entry !== 'test').map((entry) => `${serverSrc}/${entry}`),
              message: 'A feature never imports the composition root (http/, bootstrap.ts, main.ts, cli/): what it needs belongs in base/.',
            },
            ...serverFeatures.map((feature) => ({
              target: `${serverSrc}/features/${feature}`,
              from: `${serverSrc}/features`,
              except: [`./${feature}`, ...(FEATURE_IMPORTS[feature] ?? []).map((other) => `./${other}`)],
              message: `features/${feature} may import only the features listed for it in eslint.config.js and docs/conventions.md.`,
            })),
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
    // Bulletproof React's unidirectional layers: shared (components, lib) → features → app. A page that
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
              target: [`${webSrc}/components`, `${webSrc}/lib`],
              from: [`${webSrc}/features`, `${webSrc}/app`],
              message: 'components/ and lib/ are shared: they import no feature and nothing of app/.',
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
    // What no page's first load needs is fetched on demand (ADR 0208): sonner through lib/notify, Radix's dialog and
    // the Markdown renderer through their components/ui wrappers, zod and the forms' resolver through lib/lazy-form-rule
    // (ADR 0210).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: [
      'apps/web/src/lib/notify.ts',
      'apps/web/src/app/lazy-toaster.tsx',
      'apps/web/src/components/ui/dialog-panel.tsx',
      'apps/web/src/components/ui/markdown-renderer.tsx',
      'apps/web/src/app/layouts/nav-drawer-panel.tsx',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'sonner',
              allowTypeImports: true,
              message: 'Import `toast` from lib/notify: it fetches sonner at the first toast (ADR 0208).',
            },
            { name: '@radix-ui/react-dialog', message: 'Use components/ui/dialog: it fetches Radix when a dialog first opens (ADR 0208).' },
            { name: 'react-markdown', message: 'Use components/ui/markdown-answer: it fetches the renderer on demand (ADR 0208).' },
            {
              name: 'zod',
              allowTypeImports: true,
              message: "A form's rule comes through lib/lazy-form-rule, fetched with zod after the first paint (ADR 0210).",
            },
            { name: '@hookform/resolvers/zod', message: 'Use lazyFormRule and useLazyFormRule from lib/lazy-form-rule (ADR 0210).' },
          ],
          patterns: [
            {
              regex: '(^|/)(dialog-panel|markdown-renderer)$',
              allowTypeImports: true,
              message: 'Import the lazy wrapper (dialog, markdown-answer), not what it loads (ADR 0208).',
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

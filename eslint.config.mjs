import { readFileSync } from 'node:fs';
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/**
 * The layers (docs/architecture.md): app → features → components → store / lib → i18n. A file
 * imports only from its own layer or below; the one exception is the store's root reducer, which
 * lists the feature slices. Features import each other one way only, as feature-dependencies.json says.
 */
const noImportsFrom = (layers) => ({
  // Relative paths climbing into a higher layer too; not into `app`, which src/lib has one of.
  regex: `^(?:@/(?:${layers.join('|')})|(?:\\.\\./)+(?:${layers.filter((l) => l !== 'app').join('|')}))(?:/|$)`,
  message: `This layer may not import from src/${layers.join(', src/')} (see docs/architecture.md).`,
});

/** Which other features each feature may import (never in a circle); tests/layers.test.ts checks it. */
const FEATURE_DEPENDENCIES = JSON.parse(
  readFileSync(new URL('./feature-dependencies.json', import.meta.url), 'utf8'),
);

/** Auth keeps its sign-in flow inside: others use its top-level modules, and shared form UI from components/forms. */
const authInternals = {
  regex: '^(?:(?:@/|(?:\\.\\./)+)features/auth|(?:\\.\\./)+auth)/components(?:/|$)',
  message:
    "features/auth/components is the sign-in flow's inside: import auth's top-level modules, or src/components/forms.",
};

const layerRules = [
  {
    files: ['src/components/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noImportsFrom(['app', 'features'])] }] },
  },
  {
    files: ['src/lib/**', 'src/store/**'],
    ignores: ['src/store/makeStore.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noImportsFrom(['app', 'features', 'components'])] }],
    },
  },
  {
    files: ['src/i18n/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [noImportsFrom(['app', 'features', 'components', 'lib', 'store'])] },
      ],
    },
  },
  {
    files: ['src/app/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [authInternals] }] },
  },
  ...Object.entries(FEATURE_DEPENDENCIES).map(([feature, allowed]) => ({
    files: [`src/features/${feature}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@/app(?:/|$)',
              message: 'A feature may not import from src/app (see docs/architecture.md).',
            },
            ...(feature === 'auth' ? [] : [authInternals]),
            {
              regex: `^(?:@/|(?:\\.\\./)+)features/(?!(?:${[feature, ...allowed].join('|')})/)`,
              message:
                allowed.length > 0
                  ? `features/${feature} may import only features/${allowed.join(', features/')} (feature-dependencies.json).`
                  : `features/${feature} may not import another feature (feature-dependencies.json).`,
            },
          ],
        },
      ],
    },
  })),
];

/**
 * Reads and writes of the club API go through RTK Query endpoints (src/store/apiSlice.ts, endpoints
 * injected by each feature; docs/data-fetching.md), so no component or hook holds the API client.
 * tests/layers.test.ts proves the rule fires.
 */
const API_CLIENT_MESSAGE =
  'Call the club API through an RTK Query endpoint of the feature (docs/data-fetching.md), not the API client.';
const apiClientRule = {
  files: ['src/features/**', 'src/components/**'],
  ignores: [
    '**/*.test.ts',
    '**/*.test.tsx',
    // Polling searches stay hooks (docs/data-fetching.md, "What is not an endpoint").
    'src/features/booking/search/usePolledSearch.ts',
    // The card's digits go to the tokeniser outside the store: an RTK Query mutation keeps its
    // argument in the store while it runs, and card numbers are kept nowhere (paymentEndpoints.ts).
    'src/features/payment/CardForm.tsx',
  ],
  rules: {
    'no-restricted-syntax': [
      'error',
      { selector: "ImportSpecifier[imported.name='useApi']", message: API_CLIENT_MESSAGE },
      {
        selector:
          "VariableDeclarator[init.callee.name='useAppContext'] > ObjectPattern > Property[key.name='api']",
        message: API_CLIENT_MESSAGE,
      },
      {
        selector: "MemberExpression[object.callee.name='useAppContext'][property.name='api']",
        message: API_CLIENT_MESSAGE,
      },
      // Nor a client of its own, nor axios itself (types are fine).
      {
        selector: "ImportDeclaration[importKind!='type'] > ImportSpecifier[imported.name='createApiClient']",
        message: API_CLIENT_MESSAGE,
      },
      {
        selector:
          "ImportDeclaration[source.value='axios'][importKind!='type'] > :matches(ImportDefaultSpecifier, ImportNamespaceSpecifier, ImportSpecifier[importKind!='type'])",
        message: API_CLIENT_MESSAGE,
      },
    ],
  },
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    '.next/**',
    '.next-*/**',
    'bench/baseline/.next/**',
    '.data/**',
    'generated/**',
    'public/styles/**',
    'test-results*/**',
    'playwright-report/**',
    'bench-results/**',
    'next-env.d.ts',
    'src/lib/api/schema.d.ts',
  ]),
  ...layerRules,
  apiClientRule,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
]);

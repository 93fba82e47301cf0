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
    'test-results/**',
    'playwright-report/**',
    'bench-results/**',
    'next-env.d.ts',
    'src/lib/api/schema.d.ts',
  ]),
  ...layerRules,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
]);

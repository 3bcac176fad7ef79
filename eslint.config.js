import js from '@eslint/js';
import prettier from 'eslint-config-prettier/flat';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Imports run one way. src/domain is pure (no React, Fastify, Kysely, DOM or Node APIs).
 * The web app and the server both use the domain, never each other. Inside the web app,
 * shared code (lib, components) never imports a feature or the app, and no feature imports
 * another feature.
 */
const restrict = (patterns) => ['error', { patterns }];

/**
 * Inside the server, rooms are one-way too: src/server/roads (the road graph) ← src/server/maps
 * (geocoding, route providers, station results) ← src/server/trips (trip searches, their threads,
 * plans). A later block for a folder replaces the rule, so each repeats these.
 */
const serverPatterns = [
  { group: ['react', 'react-dom', 'react-router'], message: 'The server does not render React.' },
  { regex: '(^|/)web/', message: 'The server must not import the web app.' },
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'var/**', 'coverage/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    ignores: ['src/domain/**/*.test.ts'],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: [
            'react',
            'react-dom',
            'react-router',
            'fastify',
            '@fastify/*',
            'kysely',
            'pg',
            'better-sqlite3',
            'node:*',
            'fs',
            'path',
          ],
          message: 'src/domain is pure TypeScript: no framework, database or Node APIs.',
        },
        { regex: '(^|/)(web|server)/', message: 'src/domain must not import the web app or the server.' },
      ]),
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/**/*.test.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      'no-restricted-imports': restrict([
        {
          group: ['fastify', '@fastify/*', 'kysely', 'pg', 'better-sqlite3', 'node:*'],
          message: 'The browser bundle must not pull in server packages.',
        },
        { regex: '(^|/)server/', message: 'The web app talks to the server over HTTP only.' },
        { regex: '\\.server(\\.ts)?$', message: '.server.ts modules never reach the browser.' },
      ]),
    },
  },
  {
    files: ['src/web/features/**/*.{ts,tsx}'],
    ignores: ['src/web/**/*.test.ts'],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: ['fastify', '@fastify/*', 'kysely', 'pg', 'better-sqlite3', 'node:*'],
          message: 'The browser bundle must not pull in server packages.',
        },
        { regex: '(^|/)server/', message: 'The web app talks to the server over HTTP only.' },
        {
          regex: '^\\.\\./(?!\\.\\.)[^/]+/',
          message: 'A feature must not import another feature: move shared code to src/web/lib or components.',
        },
        {
          regex: '(^|/)app/',
          message: 'Features must not import the app layer (except paths.ts).',
          allowImportNames: ['paths', 'visitorPaths', 'redirectPaths', 'stationPath', 'assistanceRequestPath'],
        },
      ]),
    },
  },
  {
    files: ['src/web/lib/**/*.{ts,tsx}', 'src/web/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict([
        { regex: '(^|/)(features|app)/', message: 'Shared web code must not import features or the app layer.' },
        { regex: '(^|/)server/', message: 'The web app talks to the server over HTTP only.' },
      ]),
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: { 'no-restricted-imports': restrict(serverPatterns) },
  },
  {
    // One module per job: caches are made by boundedCache (their sizes named in one table), CSV is read and written by src/domain/csv.
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.ts', 'bench/**/*.ts', 'tests/**/*.ts'],
    ignores: ['src/server/http/bounded-caches.server.ts', 'src/domain/csv/csv.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'lru-cache',
              message:
                'Make a cache with boundedCache (src/server/http/bounded-caches.server.ts), where its size and eviction are named.',
            },
            {
              name: 'papaparse',
              message: 'Read and write CSV with src/domain/csv/csv.ts (csvRows, csvRecords, csvRowStream, csvText).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/maps/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        ...serverPatterns,
        {
          regex: '^\\.\\./(\\.\\./)?trips/',
          message:
            'src/server/maps sits below src/server/trips: the trip searches and plans use the maps, never the other way.',
        },
      ]),
    },
  },
  {
    files: ['src/server/roads/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        ...serverPatterns,
        {
          regex: '^\\.\\./(\\.\\./)?(trips|maps)/',
          message:
            'src/server/roads sits below src/server/trips and src/server/maps: the road router never imports them.',
        },
      ]),
    },
  },
  {
    // Roadside assistance (issue 39): its room serves its plugin and routes, never the other way; it reads the
    // maps' stations and gazetteer, the registry's circuit breaker, the SMS provider, but no trip search.
    files: ['src/server/assistance/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        ...serverPatterns,
        {
          regex: '^\\.\\./(\\.\\./)?(routes|plugins|trips)/',
          message:
            'src/server/assistance sits below its plugin and routes, and beside the trip planner: it never imports them.',
        },
      ]),
    },
  },
  {
    // The web's assistance screens reach the server over HTTP only, through their own api/ folder.
    files: ['src/domain/assistance/**/*.ts'],
    ignores: ['src/domain/**/*.test.ts'],
    rules: {
      'no-restricted-imports': restrict([
        { regex: '(^|/)(web|server)/', message: 'src/domain must not import the web app or the server.' },
        {
          regex: '^\\.\\./(?!(geo|i18n|trips|user|brand)/)[^/]+/',
          message: 'src/domain/assistance uses geo, i18n, trips (connectors), user (rules) and brand only.',
        },
        {
          group: [
            'react',
            'react-dom',
            'react-router',
            'fastify',
            '@fastify/*',
            'kysely',
            'pg',
            'better-sqlite3',
            'node:*',
            'fs',
            'path',
          ],
          message: 'src/domain is pure TypeScript: no framework, database or Node APIs.',
        },
      ]),
    },
  },
  // Layout is Prettier's (npm run format): no lint rule argues with it.
  prettier,
);

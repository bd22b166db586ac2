// Lint for the whole workspace, including the architecture's import boundaries (STYLE.md):
// app -> features -> @fvc/shared; no remote imports another remote or the shell; @fvc/shared and
// the API import no app; no feature imports a sibling feature.
import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const APPS = ['shell', 'mf-home', 'mf-plans', 'mf-calculator', 'mf-dealers', 'mf-account', 'mf-backoffice'];

const appZones = APPS.map((app) => ({
  target: `./${app}`,
  from: [...APPS.map((other) => `./${other}`), './api']
    .filter((from) => from !== `./${app}`),
  message: 'Una app no importa otra app: se comunican por @fvc/shared (sesión y bus de eventos).',
}));

const featureZones = APPS.flatMap((app) => {
  const featuresDir = `./${app}/src/features`;
  if (!existsSync(featuresDir)) return [];
  const features = readdirSync(featuresDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return features.map((feature) => ({
    target: `${featuresDir}/${feature}`,
    from: featuresDir,
    except: [`./${feature}`],
    message: 'Una feature no importa otra feature: compártelo desde src/app o @fvc/shared.',
  }));
});

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'var/**', '**/*.cjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['./tsconfig.json', './*/tsconfig.json'], noWarnOnMultipleProjects: true })],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...appZones,
            ...featureZones,
            {
              target: './shared',
              from: [...APPS.map((app) => `./${app}`), './api', './e2e', './scripts', './site', './build'],
              message: '@fvc/shared no importa ninguna app.',
            },
            {
              target: './api',
              from: APPS.map((app) => `./${app}`),
              message: 'La API no importa código del navegador.',
            },
            {
              target: APPS.map((app) => `./${app}/src`),
              from: ['./build', './scripts', './site', './e2e'],
              message: 'El código de una app no importa la compilación, los comandos, los servidores ni las pruebas de navegador.',
            },
            {
              target: './build',
              from: [...APPS.map((app) => `./${app}`), './scripts', './site', './e2e', './api'],
              message: 'La compilación (build/) solo usa platform.ts y sus propios plugins.',
            },
            {
              target: './site',
              from: ['./scripts'],
              message: 'Los servidores y trabajos del sitio (site/) no importan comandos: los comandos los usan a ellos.',
            },
          ],
        },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['shared/**/*.{ts,tsx}', 'shell/**/*.{ts,tsx}', 'mf-*/**/*.{ts,tsx}'],
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // The schemas stay on the server: browser code takes types from the contracts, and the
      // rules (limits, patterns, messages) from their plain-value entry point.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@fvc/shared/contracts',
              allowTypeImports: true,
              message: 'En el navegador, importa solo tipos de @fvc/shared/contracts; los valores están en @fvc/shared/contracts/rules.',
            },
            ...['react-router', 'react-router-dom'].map((name) => ({
              name,
              message: 'Importa el enrutador desde @fvc/shared/router: la página comparte esa fachada, no el paquete entero (docs/decisions/0012).',
            })),
          ],
        },
      ],
    },
  },
  {
    // The facade itself imports react-router, and so does the shell's Node build (StaticRouter,
    // which never reaches a browser; docs/decisions/0013).
    files: ['shared/src/router/index.ts', 'shell/src/ssr.tsx'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  {
    // Build tooling, commands and browser tests take an app's or @fvc/shared's code through the
    // package's exports, as any other consumer: its folders stay its own to arrange.
    files: ['build/**', 'scripts/**', 'site/**', 'e2e/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(shared|shell|mf-[a-z]+)/src/',
              message: 'Importa por los exports del paquete (@fvc/shared/…, @fvc/shell/…), no por su carpeta src.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
  {
    files: ['scripts/**', 'site/**', 'e2e/**', 'api/src/server.ts', 'api/src/db/cli.ts', 'api/src/operations/cli.ts', 'api/scripts/**', 'gateway-simulator/src/server.ts'],
    rules: { 'no-console': 'off' },
  },
);

/**
 * Unit and component tests of the browser code (shared, shell, remotes) in jsdom, and of the pure
 * helpers of the build (build/), the bench (scripts/lib) and the site's servers and jobs (site/:
 * the prerendered page's document, the release store's locks).
 * API tests run on Node's own test runner against the real embedded database (api/README.md).
 */
const swcTransform = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/** @type {import('jest').Config} */
export default {
  testEnvironment: '<rootDir>/test/jsdom-environment.cjs',
  roots: [
    '<rootDir>/shared/src',
    '<rootDir>/shell/src',
    '<rootDir>/mf-home/src',
    '<rootDir>/mf-plans/src',
    '<rootDir>/mf-calculator/src',
    '<rootDir>/mf-dealers/src',
    '<rootDir>/mf-account/src',
    '<rootDir>/mf-backoffice/src',
    '<rootDir>/build',
    '<rootDir>/scripts/lib',
    '<rootDir>/site',
  ],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: { '^.+\\.(t|j)sx?$': swcTransform },
  moduleNameMapper: {
    '^@fvc/shared/ui/tokens\\.css$': '<rootDir>/test/style-stub.cjs',
    '^@fvc/shared/(.*)$': '<rootDir>/shared/src/$1',
    '\\.css$': '<rootDir>/test/style-stub.cjs',
  },
  setupFilesAfterEnv: ['<rootDir>/test/jest-setup.ts'],
  globals: { __FVC_RELEASE__: 'test' },
  clearMocks: true,
  restoreMocks: true,
  // A worker per core. Jest keeps one core for itself by default: on the 2-core machines that was
  // one worker, and the other core sat about half idle (63-69 s for the suite; 40-46 s with two).
  maxWorkers: '100%',
};

import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { SHELL } from '../platform';
import { headlessChromiumPath } from './chromium';
import { E2E_SMTP_PORT } from './mail-settings';

const root = path.resolve(import.meta.dirname, '..');

const CUSTOMER_SPECS = ['**/access.spec.ts', '**/customer-area.spec.ts', '**/payments.spec.ts', '**/plans.spec.ts', '**/backoffice.spec.ts', '**/apply-online.spec.ts'];
const WHOLE_SITE_SPECS = ['**/deployment.spec.ts', '**/releases.spec.ts', '**/prerender.spec.ts', '**/delivery.spec.ts', '**/origin-headers.spec.ts', '**/backoffice-content.spec.ts'];

/**
 * Browser tests of the composed site: the production builds, each app on its own port, the API on
 * a fresh embedded database. Chromium comes from Debian, its headless shell unless CHROMIUM_PATH
 * says otherwise (e2e/chromium.ts); Playwright never downloads a browser here.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: path.join(root, 'var', 'e2e-results'),
  fullyParallel: false,
  // Two browsers at a time, one per core: a spec file runs whole in one of them. What a spec
  // changes for everyone decides where it goes (projects below).
  workers: 2,
  projects: [
    // They sign the demo customers in (the code is read from the shared mailbox by address), end
    // their sessions everywhere, change their passwords and pay: one file at a time, beside a
    // visitors' file. Listed first so they start at once, in one browser, while the other takes
    // the visitors' files: queued after the visitors, they waited for the last of them and then
    // ran alone, the other browser idle meanwhile.
    { name: 'customers', testMatch: CUSTOMER_SPECS, workers: 1 },
    // Public pages, read by visitors: any two of these files can run side by side.
    { name: 'visitors', testIgnore: [...CUSTOMER_SPECS, ...WHOLE_SITE_SPECS] },
    // They re-point the registry, release and roll back apps, change the content the prerender job
    // draws, or serve the site through servers of their own: alone, once the others are done.
    { name: 'whole site', testMatch: WHOLE_SITE_SPECS, workers: 1, dependencies: ['visitors', 'customers'] },
  ],
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: path.join(root, 'var', 'e2e-report.json') }]],
  use: {
    baseURL: `http://localhost:${SHELL.port}`,
    locale: 'es-MX',
    launchOptions: {
      executablePath: headlessChromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: [
    {
      // The API's mail goes through real SMTP to this catcher (tests/mailbox.ts reads it).
      command: 'node --import tsx e2e/mail-catcher.ts',
      cwd: root,
      port: E2E_SMTP_PORT,
      timeout: 30_000,
      reuseExistingServer: false,
    },
    {
      // A release's browser checks (site/release/team-checks.ts) add `--released --candidate
      // <app>@<version>`: the released site with that app's candidate instead of the builds in dist.
      command: `npx tsx site/start-site.ts --skip-build --fresh --data-dir var/e2e-db ${process.env.FVC_E2E_SITE_ARGS ?? ''}`.trim(),
      cwd: root,
      // Ready when the API answers and the public pages are prerendered: the script says so last.
      // Only the line: with a `url` as well, Playwright starts the tests at whichever comes first,
      // and the API answers before the prerender job has drawn the pages (the first tests then met
      // the pages of the build before, or none).
      wait: { stdout: /Sitio listo/ },
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: {
        RATE_LIMIT_READS: '5000',
        RATE_LIMIT_WRITES: '1000',
        // The suite signs the same demo customers in dozens of times within minutes, and sends
        // its forms and quotes from one address.
        AUTH_LIMIT_FACTOR: '50',
        FORM_LIMIT_FACTOR: '50',
        LOG_LEVEL: 'warn',
        SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
        // payments.spec reaches a due date: it moves the API's business day and runs the day's
        // debits at once (api/src/routes/api/test-clock). Never set outside tests.
        TEST_CLOCK: '1',
        // The bank answers a debit a second after it is sent.
        CHARGE_ANSWER_DELAY_MS: '1000',
        // Pages are redrawn when a test says so (releases, the revalidation test), not on a timer.
        PRERENDER_INTERVAL_S: '0',
      },
    },
  ],
});

import { readInlineRuntimeConfig } from '@fvc/shared/api/runtime-config';
import { startEarlyRefresh } from '@fvc/shared/session/early-refresh';
import { isCustomerPage } from './app/customer-pages';

// A customer page opened in a new tab has its session only in the refresh cookie. Its refresh goes
// out from here, beside the shell's and the remote's downloads, rather than from the bootstrap once
// they have all run; the store takes its answer (issue #15). Plain modules, bundled into this file:
// no shared module may load before the boundary below. A task of its own, before the bootstrap's:
// a page's first `fetch` costs 7-10 ms here, and this file's evaluation is long already. Other
// pages do nothing here, not even read the registry.
if (isCustomerPage(window.location.pathname)) {
  setTimeout(() => {
    const registry = readInlineRuntimeConfig();
    if (registry) startEarlyRefresh(registry.apiUrl);
  }, 0);
}

// Async boundary: shared modules (React, router, store) are negotiated before any app code runs.
// In a task of its own: main.js's evaluation already starts the federation runtime, and asking for
// the bootstrap's chunks in the same task made it one of the page's longest (issue #15: 66-114 ms
// here, four times that on Lighthouse's phone). setTimeout, not the shared yieldToBrowser: it comes
// through @fvc/shared/federation, which also brings React, a shared module that must not load
// before the boundary. One unnested timeout is not delayed.
setTimeout(() => void import('./bootstrap'), 0);

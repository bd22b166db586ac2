// Async boundary: shared modules (React, router, store) are negotiated before any app code runs.
// In a task of its own: main.js's evaluation already starts the federation runtime, and asking for
// the bootstrap's chunks in the same task made it one of the page's longest (issue #15: 66-114 ms
// here, four times that on Lighthouse's phone). setTimeout, not the shared yieldToBrowser: it comes
// through @fvc/shared/federation, which also brings React, a shared module that must not load
// before the boundary. One unnested timeout is not delayed.
setTimeout(() => void import('./bootstrap'), 0);

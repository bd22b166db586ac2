// Async boundary: shared modules (React, router, store) are negotiated before any app code runs.
void import('./bootstrap');

import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; react-router needs them at import time.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// A test that runs in Node (`@jest-environment node`, for a real server) has no storage to clear.
afterEach(() => {
  if (typeof sessionStorage === 'undefined') return;
  sessionStorage.clear();
  localStorage.clear();
});

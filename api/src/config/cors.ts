// The shell (3000) and the six remotes (3001-3006) in development, by either loopback name.
export const DEFAULT_CORS_ORIGINS = [3000, 3001, 3002, 3003, 3004, 3005, 3006].flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

/** Where visitors open the site locally (`npm start` prints it); `SITE_URL` overrides it. */
export const DEFAULT_SITE_URL = 'http://localhost:3000';

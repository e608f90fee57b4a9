/**
 * Where the API answers. Read at run time from `window.__TIDINGS_CONFIG__`, which the console's
 * server writes in /config.js (index.html loads it before the app), so one build serves every
 * address and port. A build made with VITE_API_URL, served by a CDN without /config.js, falls
 * back to that address; tests to the local default.
 */
export const API_BASE_URL: string = (
  window.__TIDINGS_CONFIG__?.apiUrl ??
  import.meta.env.VITE_API_URL ??
  'http://localhost:4000'
).replace(/\/$/, '');

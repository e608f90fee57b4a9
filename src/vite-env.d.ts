/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
}

interface Window {
  /** What the console's server tells it at run time (/config.js; src/lib/apiBase.ts). */
  __TIDINGS_CONFIG__?: { apiUrl?: string };
}

/** Where the API answers (VITE_API_URL), read here so this module needs no HTTP client. */
const API_BASE: string = (import.meta.env.VITE_API_URL ?? 'http://localhost:4000').replace(
  /\/$/,
  '',
);

/**
 * The address of an image the API stores: its answers name them by path (`/files/{id}`), which
 * the console, served from another origin, resolves against the API. Full URLs pass unchanged.
 */
export function assetUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  return url.startsWith('/') && !url.startsWith('//') ? `${API_BASE}${url}` : url;
}

import { API_BASE_URL as API_BASE } from './apiBase';

/**
 * The address of an image the API stores: its answers name them by path (`/files/{id}`), which
 * the console, served from another origin, resolves against the API. Full URLs pass unchanged.
 */
export function assetUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  return url.startsWith('/') && !url.startsWith('//') ? `${API_BASE}${url}` : url;
}

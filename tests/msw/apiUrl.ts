export const API_URL = 'http://localhost:4000';

export function apiUrl(path: string): string {
  return `${API_URL}${path}`;
}

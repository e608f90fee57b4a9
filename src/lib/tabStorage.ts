type TabStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const memory = new Map<string, string>();
const inMemory: TabStorage = {
  getItem: (key) => memory.get(key) ?? null,
  setItem: (key, value) => memory.set(key, value),
  removeItem: (key) => memory.delete(key),
};

/**
 * The tab's sessionStorage, or a store in memory for as long as the page where the browser
 * refuses it: a console framed by another site (the embedded console) may be denied storage
 * when the browser blocks third-party cookies, and reading sessionStorage then throws.
 */
export function tabStorage(): TabStorage {
  try {
    return window.sessionStorage;
  } catch {
    return inMemory;
  }
}

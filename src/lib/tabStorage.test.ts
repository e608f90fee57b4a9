import { afterEach, describe, expect, it, vi } from 'vitest';
import { tabStorage } from './tabStorage';

afterEach(() => {
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

describe('tabStorage', () => {
  it("is the tab's sessionStorage where the browser allows it", () => {
    tabStorage().setItem('tidings.test', 'kept');
    expect(window.sessionStorage.getItem('tidings.test')).toBe('kept');
  });

  it('keeps values in memory where reading sessionStorage throws, as in a blocked frame', () => {
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    tabStorage().setItem('tidings.test', 'in memory');
    expect(tabStorage().getItem('tidings.test')).toBe('in memory');
    tabStorage().removeItem('tidings.test');
    expect(tabStorage().getItem('tidings.test')).toBeNull();
  });
});

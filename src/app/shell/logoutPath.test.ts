import { describe, expect, it } from 'vitest';
import { logoutPath } from './logoutPath';

describe('logoutPath', () => {
  it("goes to the company's sign-in page", () => {
    expect(logoutPath({ companyID: 'acme' })).toBe('/acme');
    expect(logoutPath({ companyID: 'a b' })).toBe('/a%20b');
  });

  it('goes to /login for a platform admin of every company, or without a profile', () => {
    expect(logoutPath({ companyID: 'All' })).toBe('/login');
    expect(logoutPath({ companyID: '' })).toBe('/login');
    expect(logoutPath(null)).toBe('/login');
  });
});

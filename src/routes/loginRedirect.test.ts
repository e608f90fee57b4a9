import { describe, expect, it } from 'vitest';
import { loginRedirectFor } from './loginRedirect';

describe('loginRedirectFor', () => {
  it('keeps the path and query to return to', () => {
    expect(loginRedirectFor({ pathname: '/users', search: '?x=1' })).toBe(
      '/login?redirect=%2Fusers%3Fx%3D1',
    );
  });

  it('carries the autoLogin flag on to the sign-in page', () => {
    expect(loginRedirectFor({ pathname: '/dashboard', search: '?autoLogin=true' })).toBe(
      '/login?redirect=%2Fdashboard%3FautoLogin%3Dtrue&autoLogin=1',
    );
  });
});

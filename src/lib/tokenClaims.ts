import { sessionToken } from './cookies';

/** What the console reads from the session token (SPEC.md section 3); the server verifies it. */
export interface TokenClaims {
  _id: string;
  userGroup: number;
  menuColor: string | null;
  brandUrl: string | null;
  adminColor: string | null;
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

const stringOrNull = (value: unknown) => (typeof value === 'string' ? value : null);

/** The payload of a JWT, read without verifying it; null when the token is not a JWT. */
export function decodeTokenClaims(token: string | null | undefined): TokenClaims | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    if (typeof claims !== 'object' || claims === null) return null;
    const record = claims as Record<string, unknown>;
    if (typeof record._id !== 'string' || typeof record.userGroup !== 'number') return null;
    return {
      _id: record._id,
      userGroup: record.userGroup,
      menuColor: stringOrNull(record.menuColor),
      brandUrl: stringOrNull(record.brandUrl),
      adminColor: stringOrNull(record.adminColor),
    };
  } catch {
    return null;
  }
}

export function sessionClaims(): TokenClaims | null {
  return decodeTokenClaims(sessionToken());
}

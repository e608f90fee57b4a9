import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenService } from './tokens';

const secret = new TextEncoder().encode('a-test-secret-of-thirty-two-chars!!');
const claims = { _id: 'admin-1', userGroup: 4, menuColor: null, brandUrl: null, adminColor: null };

afterEach(() => {
  vi.useRealTimers();
});

describe('session tokens', () => {
  it('verifies a token again from memory, and still refuses it once it has expired', async () => {
    vi.useFakeTimers({ now: new Date('2026-05-01T10:00:00Z') });
    const tokens = createTokenService(secret);
    const token = await tokens.signSession(claims, 'session-1', new Date('2026-05-01T10:01:00Z'));
    const first = await tokens.verifySession(token);
    expect(first).toMatchObject({ _id: 'admin-1', sessionId: 'session-1', userGroup: 4 });
    expect(await tokens.verifySession(token)).toEqual(first);

    vi.setSystemTime(new Date('2026-05-01T10:01:01Z'));
    await expect(tokens.verifySession(token)).rejects.toMatchObject({
      statusCode: 401,
      code: 'TokenExpiredError',
    });
    await expect(tokens.verifySession(token)).rejects.toMatchObject({ code: 'TokenExpiredError' });
  });

  it('remembers nothing about a token that failed, nor about one signed with another key', async () => {
    const tokens = createTokenService(secret);
    const other = createTokenService(new TextEncoder().encode('another-secret-of-thirty-two-char'));
    const foreign = await other.signSession(claims, 'session-2', new Date(Date.now() + 60_000));
    await expect(tokens.verifySession(foreign)).rejects.toMatchObject({
      code: 'error_unauthorized',
    });
    // The other service verifies its own token; ours still refuses it afterwards.
    await other.verifySession(foreign);
    await expect(tokens.verifySession(foreign)).rejects.toMatchObject({
      code: 'error_unauthorized',
    });
  });
});

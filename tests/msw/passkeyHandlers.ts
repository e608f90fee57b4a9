import { http, HttpResponse } from 'msw';
import type { ErrorResponse, SuccessOnly } from '../../contract/common';
import type {
  Passkey,
  PasskeyListResponse,
  PasskeyRegisterBody,
  PasskeySetupResponse,
} from '../../contract/passkeys';
import type { TwoFactorProof } from '../../contract/twoFactor';
import { apiUrl } from './apiUrl';
import { isSessionActive } from './authHandlers';

/** The signed-in admin's password as these handlers check it. */
export const PASSKEY_PASSWORD = 'correct horse';

/** What the console sent, in order. */
export interface PasskeyCalls {
  options: TwoFactorProof[];
  registered: PasskeyRegisterBody[];
  removed: { id: string; proof: TwoFactorProof }[];
}

export const passkeyCalls = (): PasskeyCalls => ({ options: [], registered: [], removed: [] });

interface PasskeyHandlerOptions {
  passkeys?: Passkey[];
  /** Removing the last passkey is refused: the organisation requires two-factor sign-in. */
  lastFactorRequired?: boolean;
}

const signedIn = (request: Request) => {
  const token = request.headers.get('Authorization')?.replace(/^Bearer /, '');
  return token !== undefined && isSessionActive(token);
};
const refused = (status: number, code: string, message: string) =>
  HttpResponse.json<ErrorResponse>({ code, message }, { status });
const unauthorized = () => refused(401, 'error_unauthorized', 'error unauthorized');
const wrongPassword = () =>
  refused(400, 'current_password_incorrect', 'Your current password provided is incorrect.');

/** The one challenge these handlers hand out. */
export const PASSKEY_CHALLENGE_ID = '7b0f4d2e-5c1a-4e8b-9f6d-2a3c4b5d6e7f';

/** The profile's passkeys over one stored list (none by default); calls are kept in `calls`. */
export function passkeyHandlers(
  { passkeys: initial = [], lastFactorRequired = false }: PasskeyHandlerOptions = {},
  calls: PasskeyCalls = passkeyCalls(),
) {
  let passkeys = [...initial];
  return [
    http.get<never, never, PasskeyListResponse | ErrorResponse>(
      apiUrl('/user/passkeys'),
      ({ request }) =>
        signedIn(request) ? HttpResponse.json({ success: true, data: passkeys }) : unauthorized(),
    ),
    http.post<never, TwoFactorProof, PasskeySetupResponse | ErrorResponse>(
      apiUrl('/user/passkeys/options'),
      async ({ request }) => {
        if (!signedIn(request)) return unauthorized();
        const proof = await request.json();
        calls.options.push(proof);
        if (proof.password !== PASSKEY_PASSWORD) return wrongPassword();
        return HttpResponse.json({
          success: true,
          data: {
            challengeId: PASSKEY_CHALLENGE_ID,
            options: {
              rp: { name: 'Tidings', id: 'localhost' },
              user: { id: 'dXNlcg', name: 'ada@tidings.test', displayName: 'Ada Lovelace' },
              challenge: 'Y2hhbGxlbmdl',
              pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
              excludeCredentials: passkeys.map(({ id }) => ({ id, type: 'public-key' as const })),
            },
          },
        });
      },
    ),
    http.post<never, PasskeyRegisterBody, { success: true; data: Passkey } | ErrorResponse>(
      apiUrl('/user/passkeys'),
      async ({ request }) => {
        if (!signedIn(request)) return unauthorized();
        const body = await request.json();
        calls.registered.push(body);
        if (body.challengeId !== PASSKEY_CHALLENGE_ID)
          return refused(
            400,
            'error_passkey_challenge',
            'That passkey request has expired. Start again.',
          );
        const passkey: Passkey = {
          id: crypto.randomUUID(),
          name: body.name,
          backedUp: false,
          createdAt: new Date().toISOString(),
          lastUsedAt: null,
        };
        passkeys = [...passkeys, passkey];
        return HttpResponse.json({ success: true, data: passkey });
      },
    ),
    http.post<{ id: string }, TwoFactorProof, SuccessOnly | ErrorResponse>(
      apiUrl('/user/passkeys/:id/remove'),
      async ({ request, params }) => {
        if (!signedIn(request)) return unauthorized();
        const proof = await request.json();
        calls.removed.push({ id: params.id, proof });
        if (!passkeys.some((passkey) => passkey.id === params.id))
          return refused(404, 'not_found', 'Passkey not found.');
        if (lastFactorRequired && passkeys.length === 1)
          return refused(
            409,
            'error_two_factor_required',
            'Your organisation requires two-factor sign-in. Add another passkey or an authenticator app first.',
          );
        if (proof.password !== PASSKEY_PASSWORD) return wrongPassword();
        passkeys = passkeys.filter((passkey) => passkey.id !== params.id);
        return HttpResponse.json({ success: true });
      },
    ),
  ];
}

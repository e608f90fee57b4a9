import { http, HttpResponse } from 'msw';
import type { ErrorResponse } from '../../contract/common';
import type {
  TwoFactorPolicy,
  TwoFactorPolicyResponse,
  TwoFactorStatusResponse,
} from '../../contract/twoFactor';
import { apiUrl } from './apiUrl';
import { isSessionActive } from './authHandlers';

const signedIn = (request: Request) => {
  const token = request.headers.get('Authorization')?.replace(/^Bearer /, '');
  return token !== undefined && isSessionActive(token);
};
const unauthorized = () =>
  HttpResponse.json<ErrorResponse>(
    { code: 'error_unauthorized', message: 'error unauthorized' },
    { status: 401 },
  );

/**
 * The profile's authenticator app (none set up) and the company's two-factor policy over one
 * stored value; each PUT body is kept in `sent`.
 */
export function twoFactorHandlers(
  initial: TwoFactorPolicy = { requireTwoFactor: false },
  sent: TwoFactorPolicy[] = [],
) {
  let policy = initial;
  return [
    http.get<never, never, TwoFactorStatusResponse | ErrorResponse>(
      apiUrl('/user/two-factor'),
      ({ request }) =>
        signedIn(request)
          ? HttpResponse.json({
              success: true,
              data: {
                authenticator: false,
                confirmedAt: null,
                recoveryCodesLeft: 0,
                passkeys: 0,
                requiredByCompany: policy.requireTwoFactor,
              },
            })
          : unauthorized(),
    ),
    http.get<never, never, TwoFactorPolicyResponse | ErrorResponse>(
      apiUrl('/two-factor-policy'),
      ({ request }) =>
        signedIn(request) ? HttpResponse.json({ success: true, data: policy }) : unauthorized(),
    ),
    http.put<never, TwoFactorPolicy, TwoFactorPolicyResponse | ErrorResponse>(
      apiUrl('/two-factor-policy'),
      async ({ request }) => {
        if (!signedIn(request)) return unauthorized();
        policy = await request.json();
        sent.push(policy);
        return HttpResponse.json({ success: true, data: policy });
      },
    ),
  ];
}

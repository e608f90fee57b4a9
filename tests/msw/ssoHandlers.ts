import { http, HttpResponse } from 'msw';
import type { SsoSettings, SsoSettingsBody } from '../../contract/sso';
import { apiUrl } from './apiUrl';

const NOT_SET_UP: SsoSettings = {
  configured: false,
  issuer: '',
  clientId: '',
  clientSecretLastChars: '',
  mode: 'off',
  jitEnabled: false,
  jitRoleID: null,
  redirectUri: 'http://localhost:4000/auth/sso/callback',
};

/**
 * The company's single sign-on settings over one stored value (none set up at first); each PUT
 * body is kept in `sent`. The roles list the section reads comes from the admins' handlers.
 */
export function ssoHandlers(initial: SsoSettings = NOT_SET_UP, sent: SsoSettingsBody[] = []) {
  let settings = initial;
  return [
    http.get(apiUrl('/company/sso'), () => HttpResponse.json({ success: true, data: settings })),
    http.put<never, SsoSettingsBody>(apiUrl('/company/sso'), async ({ request }) => {
      const body = await request.json();
      sent.push(body);
      settings = {
        ...settings,
        configured: true,
        issuer: body.issuer,
        clientId: body.clientId,
        clientSecretLastChars: body.clientSecret?.slice(-4) ?? settings.clientSecretLastChars,
        mode: body.mode,
        jitEnabled: body.jitEnabled,
        jitRoleID: body.jitRoleID ?? null,
      };
      return HttpResponse.json({ success: true, data: settings });
    }),
  ];
}

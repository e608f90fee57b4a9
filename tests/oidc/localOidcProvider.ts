import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface LocalOidcClient {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

/**
 * A real OpenID provider (the oidc-provider package) on a free port of this machine, standing
 * for an organisation's identity provider: the authorization code flow with PKCE required, and
 * its development sign-in form, where any login is accepted and becomes the account's `sub` and
 * verified `email`. `stop` closes it.
 */
export async function startLocalOidcProvider(clients: LocalOidcClient[]) {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: [client.redirectUri],
      grant_types: ['authorization_code'],
      response_types: ['code'],
    })),
    pkce: { required: () => true },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name'],
    },
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => ({
        sub: id,
        email: id,
        email_verified: true,
        given_name: 'Sam',
        family_name: 'Okafor',
      }),
    }),
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['local-oidc-provider-test-key'] },
  });
  const handle = provider.callback();
  server.on('request', (request, response) => {
    void handle(request, response);
  });
  return {
    issuer,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Cookies as a browser keeps them for one site, enough for the provider's sign-in pages. */
function cookieJar() {
  const cookies = new Map<string, string>();
  return {
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    keep(response: Response) {
      for (const line of response.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const at = pair.indexOf('=');
        cookies.set(pair.slice(0, at), pair.slice(at + 1));
      }
    },
  };
}

/**
 * What a browser does between the sign-in start and the return to the relying party: follows
 * the redirects to the provider, signs in as `login` on its form, consents, and stops at the
 * first redirect that leaves the provider, whose address it answers.
 */
export async function signInAtProvider(startUrl: string, issuer: string, login: string) {
  const jar = cookieJar();
  let url = startUrl;
  for (let step = 0; step < 12; step += 1) {
    if (!url.startsWith(issuer)) return url;
    const interaction = /\/interaction\/[^/?]+$/.test(new URL(url).pathname);
    const response = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: jar.header() },
    });
    jar.keep(response);
    if (interaction && response.status === 200) {
      const page = await response.text();
      const prompt = page.includes('name="prompt" value="login"') ? 'login' : 'consent';
      const form = new URLSearchParams({ prompt, login, password: 'any' });
      const submitted = await fetch(url, {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
      });
      jar.keep(submitted);
      url = new URL(submitted.headers.get('location') ?? '', url).toString();
      continue;
    }
    const location = response.headers.get('location');
    if (!location) throw new Error(`the provider answered ${response.status} at ${url}`);
    url = new URL(location, url).toString();
  }
  throw new Error('the sign-in at the provider did not come back');
}

import * as client from 'openid-client';

export interface ProviderSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** Discovery documents are read again after this long, so a provider's key rotation is seen. */
const DISCOVERY_TTL_MS = 10 * 60 * 1000;

/**
 * The organisations' OpenID providers as openid-client sees them: discovered once per settings
 * and kept ten minutes. `allowHttp` lets an http issuer be used (a local provider in tests and
 * demos; SSO_ALLOW_HTTP); otherwise openid-client refuses anything but https.
 */
export function createOidcClients(allowHttp: boolean) {
  const cache = new Map<string, { at: number; config: Promise<client.Configuration> }>();

  function configFor(settings: ProviderSettings): Promise<client.Configuration> {
    const key = JSON.stringify(settings);
    const cached = cache.get(key);
    if (cached && Date.now() - cached.at < DISCOVERY_TTL_MS) return cached.config;
    const config = client.discovery(
      new URL(settings.issuer),
      settings.clientId,
      undefined,
      client.ClientSecretBasic(settings.clientSecret),
      allowHttp ? { execute: [client.allowInsecureRequests], timeout: 10 } : { timeout: 10 },
    );
    // A failed discovery is not kept: the next try asks again.
    config.catch(() => cache.delete(key));
    cache.set(key, { at: Date.now(), config });
    return config;
  }

  return {
    /** Reads the provider's discovery document: what saving the settings checks. */
    async discover(settings: ProviderSettings): Promise<void> {
      await configFor(settings);
    },

    /** Where to send the browser: the authorization request with PKCE, state and nonce. */
    async authorizationUrl(
      settings: ProviderSettings,
      checks: { redirectUri: string; state: string; nonce: string; codeVerifier: string },
    ): Promise<string> {
      const config = await configFor(settings);
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: checks.redirectUri,
        scope: 'openid email profile',
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
      });
      return url.toString();
    },

    /**
     * The provider's answer checked (issuer, state, PKCE, the ID token's signature, audience
     * and nonce) and its code traded: the ID token's claims.
     */
    async signedIn(
      settings: ProviderSettings,
      answer: URL,
      checks: { redirectUri: string; state: string; nonce: string; codeVerifier: string },
    ) {
      const config = await configFor(settings);
      const tokens = await client.authorizationCodeGrant(
        config,
        answer,
        {
          pkceCodeVerifier: checks.codeVerifier,
          expectedState: checks.state,
          expectedNonce: checks.nonce,
          idTokenExpected: true,
        },
        { redirect_uri: checks.redirectUri },
      );
      const claims = tokens.claims();
      if (!claims) throw new Error('the provider sent no ID token');
      if (typeof claims.email === 'string') return claims;
      // Providers that keep to the letter of OpenID Connect put the email in the user info
      // only, when an access token comes with the ID token; the subject must be the same.
      const info = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
      return { ...info, ...claims, email: info.email, email_verified: info.email_verified };
    },

    randomState: () => client.randomState(),
    randomNonce: () => client.randomNonce(),
    randomCodeVerifier: () => client.randomPKCECodeVerifier(),
  };
}

export type OidcClients = ReturnType<typeof createOidcClients>;

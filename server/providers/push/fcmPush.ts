import { readFile } from 'node:fs/promises';
import { importPKCS8, SignJWT } from 'jose';
import {
  isPermanentStatus,
  mapLimited,
  type Delivery,
  type DeliveryProvider,
  type DeliveryResult,
} from '../delivery';

/** The fields of a Google service-account key file that FCM needs. */
interface ServiceAccount {
  project_id: string;
  client_email: string;
  private_key: string;
  token_uri: string;
}

const SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';

/**
 * FCM's answer for a token whose app was uninstalled or whose token expired: 404 NOT_FOUND with
 * the error code UNREGISTERED. Such a token never works again.
 */
const tokenGone = (status: number, body: string) => status === 404 || body.includes('UNREGISTERED');

function parseServiceAccount(json: string): ServiceAccount {
  const raw: unknown = JSON.parse(json);
  const field = (name: keyof ServiceAccount) => {
    const value = raw && typeof raw === 'object' ? (raw as Record<string, unknown>)[name] : null;
    if (typeof value !== 'string' || !value) throw new Error(`the service account has no ${name}`);
    return value;
  };
  return {
    project_id: field('project_id'),
    client_email: field('client_email'),
    private_key: field('private_key'),
    token_uri: field('token_uri'),
  };
}

/**
 * Firebase Cloud Messaging, HTTP v1: an OAuth2 access token from a JWT signed with the service
 * account's key (RS256, the JWT bearer grant), then one POST per message. FCM v1 has no batch
 * call, so a batch is sent with a few requests in flight at once.
 */
export async function createFcmPush(options: {
  serviceAccountFile: string;
  /** Only tests change it: where the messages go instead of https://fcm.googleapis.com. */
  apiUrl?: string | null;
  concurrency?: number;
}): Promise<DeliveryProvider> {
  const account = parseServiceAccount(await readFile(options.serviceAccountFile, 'utf8'));
  const key = await importPKCS8(account.private_key, 'RS256');
  const apiUrl = (options.apiUrl ?? 'https://fcm.googleapis.com').replace(/\/+$/, '');
  let token: { value: string; expiresAt: number } | null = null;

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now() + 60_000) return token.value;
    const assertion = await new SignJWT({ scope: SCOPE })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(account.client_email)
      .setAudience(account.token_uri)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key);
    const response = await fetch(account.token_uri, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion,
      }),
    });
    if (!response.ok) throw new Error(`FCM token request answered ${response.status}`);
    const body = (await response.json()) as { access_token?: string; expires_in?: number };
    if (!body.access_token) throw new Error('FCM token response had no access_token');
    token = {
      value: body.access_token,
      expiresAt: Date.now() + (body.expires_in ?? 3600) * 1000,
    };
    return token.value;
  }

  async function sendOne(delivery: Delivery, bearer: string): Promise<DeliveryResult> {
    try {
      const response = await fetch(
        `${apiUrl}/v1/projects/${encodeURIComponent(account.project_id)}/messages:send`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
          body: JSON.stringify({
            message: {
              token: delivery.address,
              notification: { title: delivery.title, body: delivery.body },
              data: { receiptId: delivery.receiptId },
            },
          }),
        },
      );
      if (response.ok) return { receiptId: delivery.receiptId, ok: true };
      const text = await response.text();
      return {
        receiptId: delivery.receiptId,
        ok: false,
        error: `FCM ${response.status}: ${text.slice(0, 300)}`,
        permanent: isPermanentStatus(response.status) && response.status !== 401,
        ...(tokenGone(response.status, text) ? { gone: true as const } : {}),
      };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return { receiptId: delivery.receiptId, ok: false, error: message, permanent: false };
    }
  }

  return {
    kind: 'fcm',
    async send(batch) {
      const bearer = await accessToken();
      return mapLimited(batch, options.concurrency ?? 20, (d) => sendOne(d, bearer));
    },
  };
}

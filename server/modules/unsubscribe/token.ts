import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * An unsubscribe link's token: the receipt's id (16 bytes) and the first 16 bytes of an
 * HMAC-SHA256 of it, in base64url (43 characters). The receipt says who, which message and which
 * channel, so no table keeps tokens; the MAC makes them unforgeable, so receipt ids (which are
 * also the member's /m/ links) cannot be turned into unsubscribes, nor tokens enumerated.
 */
const ID_BYTES = 16;
const MAC_BYTES = 16;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface UnsubscribeTokens {
  /** The token of a receipt's unsubscribe link. */
  tokenFor(receiptId: string): string;
  /** The receipt a token was made for, or null when it was not made with this key. */
  receiptOf(token: string): string | null;
}

/**
 * Tokens signed under a key derived from the installation's secrets key (SECRETS_KEY, or the one
 * kept in DATA_DIR): a key of its own, so the signature can never stand for anything else.
 */
export function createUnsubscribeTokens(secretsKey: Uint8Array): UnsubscribeTokens {
  const key = createHmac('sha256', secretsKey).update('tidings email unsubscribe v1').digest();
  const macOf = (id: Buffer) =>
    createHmac('sha256', key).update(id).digest().subarray(0, MAC_BYTES);
  return {
    tokenFor(receiptId) {
      if (!UUID.test(receiptId)) throw new Error(`not a receipt id: ${receiptId}`);
      const id = Buffer.from(receiptId.replaceAll('-', ''), 'hex');
      return Buffer.concat([id, macOf(id)]).toString('base64url');
    },
    receiptOf(token) {
      if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
      const bytes = Buffer.from(token, 'base64url');
      if (bytes.length !== ID_BYTES + MAC_BYTES) return null;
      const id = bytes.subarray(0, ID_BYTES);
      if (!timingSafeEqual(macOf(id), bytes.subarray(ID_BYTES))) return null;
      const hex = id.toString('hex');
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    },
  };
}

/** Where a receipt's unsubscribe leads: the API's one-click POST and the console's page. */
export interface UnsubscribeLinks {
  /** RFC 8058's List-Unsubscribe URL: the API's POST /unsubscribe/{token}. */
  oneClickUrl: string;
  /** The footer's link: the console's /unsubscribe/{token} page. */
  pageUrl: string;
}

const base = (url: string) => url.replace(/\/+$/, '');

/** A receipt's links, from the public URLs of the API (VITE_API_URL) and the console (CONSOLE_URL). */
export function unsubscribeLinksFor(
  secretsKey: Uint8Array,
  urls: { apiUrl: string; consoleUrl: string },
): (receiptId: string) => UnsubscribeLinks {
  const tokens = createUnsubscribeTokens(secretsKey);
  return (receiptId) => {
    const token = tokens.tokenFor(receiptId);
    return {
      oneClickUrl: `${base(urls.apiUrl)}/unsubscribe/${token}`,
      pageUrl: `${base(urls.consoleUrl)}/unsubscribe/${token}`,
    };
  };
}

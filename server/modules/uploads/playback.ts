import { createHmac, timingSafeEqual } from 'node:crypto';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Who a playback link is for: a message's recipient (a member: their plays are counted as views
 * and data sent), or the console's preview (an admin looking at the file: never counted).
 */
export type PlaybackAudience = 'member' | 'preview';

export interface PlaybackSigner {
  /**
   * A URL that plays the file without a session: `/upload/{id}/play?expires=…&signature=…`, and
   * `&preview=true` for the console's; the signature covers which of the two it is.
   */
  urlFor(id: string, audience?: PlaybackAudience): string;
  /** Whether the signature is ours for this file, this audience, and has not expired. */
  verify(id: string, expires: number, signature: string, audience?: PlaybackAudience): boolean;
}

/**
 * Signed playback links. `<audio>`, `<video>` and pdf.js fetch a file by URL and cannot send the
 * session's bearer token, so the list and detail answers carry a link signed with a key derived
 * from the session key. It lives one to two hours: expiry is rounded up to the next full hour
 * and one more, so the link stays the same within an hour and the browser's cache keeps working.
 */
export function createPlaybackSigner(
  secret: Uint8Array,
  now: () => number = Date.now,
): PlaybackSigner {
  // A key of its own, so a playback signature can never stand for anything else.
  const key = createHmac('sha256', secret).update('tidings upload playback v1').digest();
  // A member's link signs what it always did, so links already handed out keep playing.
  const sign = (id: string, expires: number, audience: PlaybackAudience) =>
    createHmac('sha256', key)
      .update(audience === 'preview' ? `${id}.${expires}.preview` : `${id}.${expires}`)
      .digest('base64url');

  return {
    urlFor(id, audience = 'member') {
      const expires = Math.ceil(now() / HOUR_MS) * HOUR_MS + HOUR_MS;
      const seconds = expires / 1000;
      const link = `/upload/${id}/play?expires=${seconds}&signature=${sign(id, seconds, audience)}`;
      return audience === 'preview' ? `${link}&preview=true` : link;
    },
    verify(id, expires, signature, audience = 'member') {
      if (expires * 1000 <= now()) return false;
      const expected = Buffer.from(sign(id, expires, audience));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

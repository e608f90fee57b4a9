import { createHmac, timingSafeEqual } from 'node:crypto';

const HOUR_MS = 60 * 60 * 1000;

export interface PlaybackSigner {
  /** A URL that plays the file without a session: `/upload/{id}/play?expires=…&signature=…`. */
  urlFor(id: string): string;
  /** Whether the signature is ours for this file and has not expired. */
  verify(id: string, expires: number, signature: string): boolean;
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
  const sign = (id: string, expires: number) =>
    createHmac('sha256', key).update(`${id}.${expires}`).digest('base64url');

  return {
    urlFor(id) {
      const expires = Math.ceil(now() / HOUR_MS) * HOUR_MS + HOUR_MS;
      const seconds = expires / 1000;
      return `/upload/${id}/play?expires=${seconds}&signature=${sign(id, seconds)}`;
    },
    verify(id, expires, signature) {
      if (expires * 1000 <= now()) return false;
      const expected = Buffer.from(sign(id, expires));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

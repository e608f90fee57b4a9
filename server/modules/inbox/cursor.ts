import type { InboxPosition } from './repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The inbox's opaque cursor: where the page before ended (its last receipt's send time, to the
 * microsecond, and id), base64url. The app only hands it back.
 */
export function encodeCursor(position: InboxPosition): string {
  return Buffer.from(`${position.sentAtMicros}.${position.id}`).toString('base64url');
}

/** The position a cursor names, or null when it is not one the inbox gave. */
export function decodeCursor(cursor: string): InboxPosition | null {
  const [micros, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('.');
  if (rest.length > 0 || !micros || !id) return null;
  if (!/^-?\d{1,17}$/.test(micros) || !UUID.test(id)) return null;
  return { sentAtMicros: micros, id };
}

import type { UploadKind } from '../../../contract/uploads';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import { findMediaFacts, findOwnedUpload } from './messageMediaRepository';

/** An audio or video file as a message's recipient plays it, by a signed playback link. */
export interface RecipientMediaFile {
  kind: 'audio' | 'video';
  title: string;
  durationSeconds: number | null;
  playbackUrl: string;
}

/** The audio or video a message carries, for its recipient; null for a document or none. */
export async function mediaForRecipient(
  db: Database,
  playbackUrlOf: (id: string) => string,
  id: string,
): Promise<RecipientMediaFile | null> {
  const row = await findMediaFacts(db, id);
  if (!row || (row.kind !== 'audio' && row.kind !== 'video')) return null;
  return {
    kind: row.kind,
    title: row.title,
    durationSeconds: row.durationSeconds,
    playbackUrl: playbackUrlOf(id),
  };
}

/** Where a message goes out: the uploaded file it carries must be this company's and channel's. */
export interface MessageOwner {
  companyId: string;
  channelId: string;
  /** Groups 1 and 4 (SPEC.md section 6): a channel's videos even without enablePrivateVideo. */
  seesPrivateVideo: boolean;
}

/**
 * The kind of an uploaded file a message may carry: the sending channel's company's own, either
 * company-wide or the sending channel's, and for a video one the sender may see. Any other answers
 * 404, as another tenant's file does everywhere.
 */
export async function uploadForMessage(
  db: Database,
  owner: MessageOwner,
  id: string,
): Promise<{ id: string; kind: UploadKind }> {
  const row = await findOwnedUpload(db, owner, id);
  if (!row) throw notFound('File');
  if (row.kind === 'video' && !owner.seesPrivateVideo && row.privateVideo === false) {
    throw notFound('File');
  }
  return { id: row.id, kind: row.kind as UploadKind };
}

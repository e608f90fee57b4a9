import { isCompanyAdminGroup } from '../../../contract/adminGroups';
import type { SendMessageBody } from '../../../contract/messages';
import type { UploadKind } from '../../../contract/uploads';
import type { Database } from '../../db/client';
import type { SendingChannel } from '../delivery/public';
import { uploadForMessage } from '../uploads/public';
import { fieldError } from '../../lib/errors';
import type { UploadedFile } from './messageForm';
import { adminGroupOf } from './sendRepository';

/** The uploaded file each message type carries: Vocast audio, Vidcast video, others a document. */
const KIND_FOR_TYPE: Partial<Record<SendMessageBody['type'], UploadKind>> = {
  Vocast: 'audio',
  Vidcast: 'video',
};
const KIND_WORDS: Record<UploadKind, string> = {
  audio: 'an uploaded audio file',
  video: 'an uploaded video file',
  document: 'an uploaded HTML or PDF document',
};

/**
 * The uploaded file a message carries, checked: a Vocast needs an audio file and a Vidcast a
 * video, other types may pick a document instead of attaching a new file (not both). The file
 * must be the sending channel's company's and channel's, as uploads/public.ts decides.
 */
export async function checkedMessageUpload(
  db: Database,
  channel: SendingChannel,
  adminId: string,
  body: Pick<SendMessageBody, 'type' | 'uploadId'>,
  file: UploadedFile | null,
): Promise<string | null> {
  const wanted = KIND_FOR_TYPE[body.type] ?? 'document';
  const uploadId = body.uploadId ?? null;
  if (uploadId === null) {
    if (wanted !== 'document')
      throw fieldError('uploadId', `is required: choose ${KIND_WORDS[wanted]}`);
    return null;
  }
  if (file) throw fieldError('uploadId', 'cannot come with an attached file: choose one of them');
  const adminGroup = await adminGroupOf(db, adminId);
  const upload = await uploadForMessage(
    db,
    {
      companyId: channel.companyId,
      channelId: channel.channelId,
      seesPrivateVideo: adminGroup !== undefined && isCompanyAdminGroup(adminGroup),
    },
    uploadId,
  );
  if (upload.kind !== wanted) throw fieldError('uploadId', `must be ${KIND_WORDS[wanted]}`);
  return upload.id;
}

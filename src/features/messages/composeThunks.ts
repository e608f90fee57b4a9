import { createAction } from '@reduxjs/toolkit';
import type {
  AudienceCountBody,
  ScheduleMessageBody,
  SendMessageBody,
} from '../../../contract/messages';
import type { MobileUserListBody } from '../../../contract/mobileUsers';
import type { UploadKind } from '../../../contract/uploads';
import { createApiThunk } from '../../state/createApiThunk';
import { selectCompanyInView } from '../../state/session';
import * as api from './composeApi';

/** 0–100 while a message's or a sequence step's file goes up; null while the size is unknown. */
export const uploadProgressed = createAction<number | null>('messages/uploadProgressed');

export const fetchAudienceCount = createApiThunk(
  'messages/fetchAudienceCount',
  (body: AudienceCountBody, { signal }) => api.countAudience(body, signal),
);

export const fetchGroupChoices = createApiThunk(
  'messages/fetchGroupChoices',
  (_: void, { signal }) => api.fetchGroupChoices(signal),
);

export const findUsers = createApiThunk(
  'messages/findUsers',
  (body: MobileUserListBody, { signal }) => api.findUsers(body, signal),
);

export interface SendRequest {
  body: SendMessageBody | ScheduleMessageBody;
  file: File | null;
}

/** Sends or schedules the message; with a file, as multipart with upload progress. */
export const sendMessage = createApiThunk(
  'messages/sendMessage',
  ({ body, file }: SendRequest, { dispatch }) =>
    file
      ? api.sendMessageWithFile(body, file, (percent) => dispatch(uploadProgressed(percent)))
      : api.sendMessage(body),
);

export const fetchChannelChoices = createApiThunk(
  'messages/fetchChannelChoices',
  (_: void, { getState, signal }) =>
    api.fetchChannelChoices(selectCompanyInView(getState()), signal),
);

export const fetchUploadChoices = createApiThunk(
  'messages/fetchUploadChoices',
  (kind: UploadKind, { signal }) => api.fetchUploadChoices(kind, signal),
);

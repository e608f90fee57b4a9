import { createAction } from '@reduxjs/toolkit';
import type {
  AudienceCountBody,
  ScheduleMessageBody,
  SendMessageBody,
} from '../../../contract/messages';
import type { MobileUserListBody } from '../../../contract/mobileUsers';
import { apiRejection, createAppAsyncThunk } from '../../app/createAppAsyncThunk';
import { fetchChannelChoices as requestChannelChoices } from './channelChoices';
import * as api from './messagesApi';
import { companyOf } from './messageScope';

export const uploadProgressed = createAction<number | null>('messages/uploadProgressed');

export const fetchAudienceCount = createAppAsyncThunk(
  'messages/fetchAudienceCount',
  async (body: AudienceCountBody, { signal, rejectWithValue }) => {
    try {
      return await api.countAudience(body, signal);
    } catch (err) {
      return rejectWithValue(...apiRejection(err));
    }
  },
);

export const fetchGroupChoices = createAppAsyncThunk(
  'messages/fetchGroupChoices',
  async (_: void, { signal, rejectWithValue }) => {
    try {
      return await api.fetchGroupChoices(signal);
    } catch (err) {
      return rejectWithValue(...apiRejection(err));
    }
  },
);

export const findUsers = createAppAsyncThunk(
  'messages/findUsers',
  async (body: MobileUserListBody, { signal, rejectWithValue }) => {
    try {
      return await api.findUsers(body, signal);
    } catch (err) {
      return rejectWithValue(...apiRejection(err));
    }
  },
);

export interface SendRequest {
  body: SendMessageBody | ScheduleMessageBody;
  file: File | null;
}

/** Sends or schedules the message; with a file, as multipart with upload progress. */
export const sendMessage = createAppAsyncThunk(
  'messages/sendMessage',
  async ({ body, file }: SendRequest, { dispatch, rejectWithValue }) => {
    try {
      if (!file) return await api.sendMessage(body);
      return await api.sendMessageWithFile(body, file, (percent) =>
        dispatch(uploadProgressed(percent)),
      );
    } catch (err) {
      return rejectWithValue(...apiRejection(err));
    }
  },
);

export const fetchChannelChoices = createAppAsyncThunk(
  'messages/fetchChannelChoices',
  async (_: void, { getState, signal, rejectWithValue }) => {
    try {
      return await requestChannelChoices(companyOf(getState()), signal);
    } catch (err) {
      return rejectWithValue(...apiRejection(err));
    }
  },
);

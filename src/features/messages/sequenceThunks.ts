import type { SequenceBody } from '../../../contract/messages';
import { apiRejection, createAppAsyncThunk } from '../../app/createAppAsyncThunk';
import { uploadProgressed } from './composeThunks';
import { ownChannelOf } from './messageScope';
import * as api from './sequenceApi';

export const fetchSequence = createAppAsyncThunk(
  'messages/fetchSequence',
  async (_: void, { getState, signal, rejectWithValue }) => {
    try {
      return await api.fetchSequence(ownChannelOf(getState()) ?? 'all', signal);
    } catch (err) {
      return rejectWithValue(...apiRejection(err));
    }
  },
);

export const createSequenceStep = createAppAsyncThunk(
  'messages/createSequenceStep',
  async (
    { body, file }: { body: SequenceBody; file: File | null },
    { dispatch, rejectWithValue },
  ) => {
    try {
      if (!file) return await api.createSequenceStep(body);
      return await api.createSequenceStepWithFile(body, file, (percent) =>
        dispatch(uploadProgressed(percent)),
      );
    } catch (err) {
      return rejectWithValue(...apiRejection(err));
    }
  },
);

export const deleteSequenceStep = createAppAsyncThunk(
  'messages/deleteSequenceStep',
  async (id: string, { rejectWithValue }) => {
    try {
      await api.deleteSequenceStep(id);
      return id;
    } catch (err) {
      return rejectWithValue(...apiRejection(err));
    }
  },
);

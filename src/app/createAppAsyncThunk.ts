import { createAsyncThunk } from '@reduxjs/toolkit';
import { errorCode, errorMessage } from '../lib/apiErrors';
import type { AppDispatch, RootState } from './store';

/** The server's error code travels beside the message, for flows that react to a code. */
export interface ApiRejectionMeta {
  code: string | null;
}

/** rejectValue is the user-facing message, already mapped by lib/apiErrors. */
export const createAppAsyncThunk = createAsyncThunk.withTypes<{
  state: RootState;
  dispatch: AppDispatch;
  rejectValue: string;
  rejectedMeta: ApiRejectionMeta;
}>();

/** A failed call as rejectWithValue takes it: `rejectWithValue(...apiRejection(err))`. */
export const apiRejection = (err: unknown): [string, ApiRejectionMeta] => [
  errorMessage(err),
  { code: errorCode(err) },
];

import { createAsyncThunk } from '@reduxjs/toolkit';
import type { FieldIssue } from '../lib/apiErrors';
import type { AppDispatch, RootState } from './storeTypes';

/** The server's code and the fields it names travel beside the message, for flows and forms. */
export interface ApiRejectionMeta {
  code: string | null;
  /** The fields a 400 validation_error names; absent or empty for other failures. */
  details?: FieldIssue[];
}

export interface AppThunkConfig {
  state: RootState;
  dispatch: AppDispatch;
  /** The user-facing message, already mapped by lib/apiErrors. */
  rejectValue: string;
  rejectedMeta: ApiRejectionMeta;
}

/** The typed base of every thunk; server calls use createApiThunk, which maps failures. */
export const createAppAsyncThunk = createAsyncThunk.withTypes<AppThunkConfig>();

import type { AsyncThunkOptions } from '@reduxjs/toolkit';
import { apiFailure, messageForCode, type ApiFailure, type FieldIssue } from '../lib/apiErrors';
import { createAppAsyncThunk, type AppThunkConfig } from './createAppAsyncThunk';
import type { AppDispatch, RootState } from './storeTypes';

/** What a server call may use: the abort signal, the state (for the scope in view), dispatch. */
export interface ApiThunkContext {
  signal: AbortSignal;
  getState: () => RootState;
  dispatch: AppDispatch;
}

export interface ApiThunkOptions<Arg> {
  /** Skips the call (no actions at all) when it answers false, as createAsyncThunk's condition. */
  condition?: AsyncThunkOptions<Arg, AppThunkConfig>['condition'];
  /** How a failure reads; lib/apiErrors' apiFailure unless a flow words its errors otherwise. */
  failure?: (err: unknown) => ApiFailure;
  /** Runs before the thunk rejects, for what a failure code must change beyond the slice. */
  onFailure?: (failure: ApiFailure, api: ApiThunkContext) => void;
}

/**
 * A thunk around one server call. The call's answer is the fulfilled payload; a failure rejects
 * with the mapped message as payload and the server's code and field details in meta:
 *
 *   export const fetchGroup = createApiThunk('userGroups/fetchGroup', (id: string, { signal }) =>
 *     api.fetchGroup(id, signal));
 */
export function createApiThunk<Returned, Arg = void>(
  type: string,
  call: (arg: Arg, api: ApiThunkContext) => Promise<Returned>,
  { condition, failure = apiFailure, onFailure }: ApiThunkOptions<Arg> = {},
) {
  return createAppAsyncThunk<Returned, Arg>(
    type,
    async (arg, { signal, getState, dispatch, rejectWithValue }) => {
      try {
        return await call(arg, { signal, getState, dispatch });
      } catch (err) {
        const failed = failure(err);
        onFailure?.(failed, { signal, getState, dispatch });
        return rejectWithValue(failed.message, { code: failed.code, details: failed.details });
      }
    },
    condition ? { condition } : undefined,
  );
}

interface SettledThunkAction {
  payload?: unknown;
  meta: {
    requestStatus: 'fulfilled' | 'rejected';
    aborted?: boolean;
    code?: string | null;
    details?: FieldIssue[];
  };
}

/**
 * The failure of a settled thunk, as forms show it; null when it was fulfilled or aborted (a
 * page left, or a newer request), which is nothing to show.
 */
export function failureOf(action: SettledThunkAction): ApiFailure | null {
  const { meta, payload } = action;
  if (meta.requestStatus === 'fulfilled' || meta.aborted) return null;
  return {
    message: typeof payload === 'string' ? payload : messageForCode('internal_error'),
    code: meta.code ?? null,
    details: meta.details ?? [],
  };
}

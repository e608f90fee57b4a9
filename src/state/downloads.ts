import { createAction, type AsyncThunkAction } from '@reduxjs/toolkit';
import { useCallback } from 'react';
import { apiFailure } from '../lib/apiErrors';
import { downloadFile, IncompleteDownloadError, saveBlob, type FileRequest } from '../lib/download';
import { notify } from '../lib/notify';
import type { AppThunkConfig } from './createAppAsyncThunk';
import { createApiThunk, type ApiThunkContext } from './createApiThunk';
import { useAppDispatch } from './hooks';

/**
 * A thunk that downloads a file with progress and hands it to the browser to save; it answers
 * the file's name. Its `progressed` action carries 0–100 (null while the size is unknown) for
 * the slice to keep beside the flow:
 *
 *   export const downloadUsersCsv = createDownloadThunk('mobileUsers/downloadUsersCsv',
 *     (body: MobileUserCsvBody) => api.usersCsvFile(body));
 *   builder.addCase(downloadUsersCsv.progressed, (state, { payload }) => { ... });
 */
export function createDownloadThunk<Arg>(
  type: string,
  request: (arg: Arg, api: ApiThunkContext) => FileRequest,
) {
  const progressed = createAction<number | null>(`${type}/progressed`);
  const thunk = createApiThunk<string, Arg>(
    type,
    async (arg, api) => {
      const file = await downloadFile(
        request(arg, api),
        (percent) => api.dispatch(progressed(percent)),
        api.signal,
      );
      saveBlob(file.blob, file.fileName);
      return file.fileName;
    },
    { failure: downloadFailure },
  );
  return Object.assign(thunk, { progressed });
}

/** A file the server could not finish reads as such, not as an internal error. */
function downloadFailure(err: unknown) {
  if (err instanceof IncompleteDownloadError)
    return { message: err.message, code: 'download_incomplete', details: [] };
  return apiFailure(err);
}

type DownloadAction<Arg> = AsyncThunkAction<string, Arg, AppThunkConfig>;

/**
 * Runs a download thunk and says how it went in a toast: the saved file's name, or the error
 * (left out with `quietErrors`, for a dialog that shows the error itself).
 */
export function useDownload({ quietErrors = false }: { quietErrors?: boolean } = {}) {
  const dispatch = useAppDispatch();
  return useCallback(
    async <Arg>(action: DownloadAction<Arg>) => {
      const result = await dispatch(action);
      if (result.meta.requestStatus === 'fulfilled')
        notify.success(`Downloaded ${result.payload}.`);
      else if (!quietErrors && typeof result.payload === 'string') notify.error(result.payload);
    },
    [dispatch, quietErrors],
  );
}

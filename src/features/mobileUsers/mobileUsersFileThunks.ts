import { createAction } from '@reduxjs/toolkit';
import type { MobileUserCsvBody } from '../../../contract/mobileUsersCsv';
import { apiRejection, createAppAsyncThunk } from '../../app/createAppAsyncThunk';
import { saveBlob } from '../../lib/saveBlob';
import * as api from './mobileUsersApi';

/** 0–100 while the CSV arrives, or null when the server did not say how large it is. */
export const csvProgressed = createAction<number | null>('mobileUsers/csvProgressed');

/** Downloads the CSV of the filtered users and hands it to the browser to save. */
export const downloadUsersCsv = createAppAsyncThunk(
  'mobileUsers/downloadUsersCsv',
  async (body: MobileUserCsvBody, { dispatch, rejectWithValue }) => {
    try {
      const { blob, fileName } = await api.downloadCsv(body, (percent) =>
        dispatch(csvProgressed(percent)),
      );
      saveBlob(blob, fileName);
      return fileName;
    } catch (err) {
      return rejectWithValue(...apiRejection(err));
    }
  },
);

export const previewImport = createAppAsyncThunk(
  'mobileUsers/previewImport',
  async (file: File, { rejectWithValue }) => {
    try {
      return await api.uploadUsers(file, true);
    } catch (err) {
      return rejectWithValue(...apiRejection(err));
    }
  },
);

export const importUsers = createAppAsyncThunk(
  'mobileUsers/importUsers',
  async (file: File, { rejectWithValue }) => {
    try {
      return await api.uploadUsers(file, false);
    } catch (err) {
      return rejectWithValue(...apiRejection(err));
    }
  },
);

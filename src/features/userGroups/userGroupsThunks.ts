import type { UserGroupBody, UserGroupUpdateBody } from '../../../contract/appUserGroups';
import { apiRejection, createAppAsyncThunk } from '../../app/createAppAsyncThunk';
import * as api from './userGroupsApi';

export const fetchGroups = createAppAsyncThunk(
  'userGroups/fetchGroups',
  async (_: void, { signal, rejectWithValue }) => {
    try {
      return await api.fetchGroups(signal);
    } catch (err) {
      return rejectWithValue(...apiRejection(err));
    }
  },
);

export const fetchGroup = createAppAsyncThunk(
  'userGroups/fetchGroup',
  async (id: string, { signal, rejectWithValue }) => {
    try {
      return await api.fetchGroup(id, signal);
    } catch (err) {
      return rejectWithValue(...apiRejection(err));
    }
  },
);

export const createGroup = createAppAsyncThunk(
  'userGroups/createGroup',
  async (body: UserGroupBody, { rejectWithValue }) => {
    try {
      return await api.createGroup(body);
    } catch (err) {
      return rejectWithValue(...apiRejection(err));
    }
  },
);

export const updateGroup = createAppAsyncThunk(
  'userGroups/updateGroup',
  async ({ id, body }: { id: string; body: UserGroupUpdateBody }, { rejectWithValue }) => {
    try {
      return await api.updateGroup(id, body);
    } catch (err) {
      return rejectWithValue(...apiRejection(err));
    }
  },
);

export const deleteGroup = createAppAsyncThunk(
  'userGroups/deleteGroup',
  async (id: string, { rejectWithValue }) => {
    try {
      await api.deleteGroup(id);
      return id;
    } catch (err) {
      return rejectWithValue(...apiRejection(err));
    }
  },
);

import type { CampaignBody } from '../../../contract/messages';
import { apiRejection, createAppAsyncThunk } from '../../app/createAppAsyncThunk';
import * as api from './campaignsApi';
import { companyOf } from './messageScope';

export const fetchCampaigns = createAppAsyncThunk(
  'messages/fetchCampaigns',
  async (_: void, { getState, signal, rejectWithValue }) => {
    try {
      return await api.fetchCampaigns(companyOf(getState()), signal);
    } catch (err) {
      return rejectWithValue(...apiRejection(err));
    }
  },
);

export const fetchCampaign = createAppAsyncThunk(
  'messages/fetchCampaign',
  async (id: string, { signal, rejectWithValue }) => {
    try {
      return await api.fetchCampaign(id, signal);
    } catch (err) {
      return rejectWithValue(...apiRejection(err));
    }
  },
);

export const saveCampaign = createAppAsyncThunk(
  'messages/saveCampaign',
  async (
    { id, body }: { id: string | null; body: CampaignBody },
    { getState, rejectWithValue },
  ) => {
    try {
      const companyId = companyOf(getState());
      return id
        ? await api.updateCampaign(id, companyId, body)
        : await api.createCampaign(companyId, body);
    } catch (err) {
      return rejectWithValue(...apiRejection(err));
    }
  },
);

export const deleteCampaign = createAppAsyncThunk(
  'messages/deleteCampaign',
  async (id: string, { rejectWithValue }) => {
    try {
      await api.deleteCampaign(id);
      return id;
    } catch (err) {
      return rejectWithValue(...apiRejection(err));
    }
  },
);

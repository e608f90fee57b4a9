import type { CampaignBody } from '../../../contract/campaigns';
import { createApiThunk } from '../../state/createApiThunk';
import { selectCompanyInView } from '../../state/session';
import * as api from './campaignApi';

export const fetchCampaigns = createApiThunk(
  'messages/fetchCampaigns',
  (_: void, { getState, signal }) => api.fetchCampaigns(selectCompanyInView(getState()), signal),
);

export const fetchCampaign = createApiThunk('messages/fetchCampaign', (id: string, { signal }) =>
  api.fetchCampaign(id, signal),
);

export const saveCampaign = createApiThunk(
  'messages/saveCampaign',
  ({ id, body }: { id: string | null; body: CampaignBody }, { getState }) => {
    const companyId = selectCompanyInView(getState());
    return id ? api.updateCampaign(id, companyId, body) : api.createCampaign(companyId, body);
  },
);

export const deleteCampaign = createApiThunk('messages/deleteCampaign', async (id: string) => {
  await api.deleteCampaign(id);
  return id;
});

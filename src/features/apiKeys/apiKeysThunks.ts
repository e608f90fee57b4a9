import type { ApiKeyBody } from '../../../contract/apiKeys';
import { createApiThunk } from '../../state/createApiThunk';
import { selectCompanyInView } from '../../state/session';
import * as api from './apiKeysApi';

export const fetchKeys = createApiThunk('apiKeys/fetchKeys', (_: void, { signal }) =>
  api.fetchKeys(signal),
);

export const fetchKeyChannels = createApiThunk(
  'apiKeys/fetchKeyChannels',
  (_: void, { signal, getState }) => api.fetchKeyChannels(selectCompanyInView(getState()), signal),
);

export const createKey = createApiThunk('apiKeys/createKey', (body: ApiKeyBody) =>
  api.createKey(body),
);

export const revokeKey = createApiThunk('apiKeys/revokeKey', (id: string) => api.revokeKey(id));

import type { ReplicaBuildBody } from '../../../contract/appBuilds';
import { createApiThunk } from '../../state/createApiThunk';
import { selectCompanyInView } from '../../state/session';
import * as api from './appBuildsApi';

export const fetchReplicaBuilds = createApiThunk(
  'appBuilds/fetchReplicaBuilds',
  (_: void, { signal, getState }) =>
    api.fetchReplicaBuilds(selectCompanyInView(getState()), signal),
);

export const saveReplicaBuild = createApiThunk(
  'appBuilds/saveReplicaBuild',
  ({ id, body, icon }: { id: string | null; body: ReplicaBuildBody; icon: File | null }) =>
    id ? api.updateReplicaBuild(id, body, icon) : api.createReplicaBuild(body, icon),
);

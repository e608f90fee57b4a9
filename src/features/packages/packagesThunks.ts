import type { PackageBody } from '../../../contract/packages';
import { createApiThunk } from '../../state/createApiThunk';
import { selectCompanyInView } from '../../state/session';
import * as api from './packagesApi';

export const fetchPackages = createApiThunk(
  'packages/fetchPackages',
  (_: void, { signal, getState }) => api.fetchPackages(selectCompanyInView(getState()), signal),
);

export const fetchPackage = createApiThunk('packages/fetchPackage', (id: string, { signal }) =>
  api.fetchPackage(id, signal),
);

export const savePackage = createApiThunk(
  'packages/savePackage',
  ({ id, body }: { id: string | null; body: PackageBody }) =>
    id ? api.updatePackage(id, body) : api.createPackage(body),
);

export const deletePackage = createApiThunk('packages/deletePackage', async (id: string) => {
  await api.deletePackage(id);
  return id;
});

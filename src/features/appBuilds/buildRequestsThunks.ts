import type {
  AuxiliaryBuildBody,
  BuildStatusBody,
  ProvisioningBody,
} from '../../../contract/appBuildRequests';
import { createApiThunk } from '../../state/createApiThunk';
import { selectCompanyInView } from '../../state/session';
import * as api from './buildRequestsApi';

export const fetchAuxiliaryBuilds = createApiThunk(
  'buildRequests/fetchAuxiliaryBuilds',
  (_: void, { signal, getState }) =>
    api.fetchAuxiliaryBuilds(selectCompanyInView(getState()), signal),
);

export const requestAuxiliaryBuild = createApiThunk(
  'buildRequests/requestAuxiliaryBuild',
  ({ body, icon }: { body: AuxiliaryBuildBody; icon: File | null }) =>
    api.requestAuxiliaryBuild(body, icon),
);

export const moveAuxiliaryBuild = createApiThunk(
  'buildRequests/moveAuxiliaryBuild',
  ({ id, body }: { id: string; body: BuildStatusBody }) => api.moveAuxiliaryBuild(id, body),
);

export const fetchProvisioningRequests = createApiThunk(
  'buildRequests/fetchProvisioningRequests',
  (_: void, { signal, getState }) =>
    api.fetchProvisioningRequests(selectCompanyInView(getState()), signal),
);

export const moveProvisioningRequest = createApiThunk(
  'buildRequests/moveProvisioningRequest',
  ({ id, body }: { id: string; body: BuildStatusBody }) => api.moveProvisioningRequest(id, body),
);

export const fetchProvisioningCompany = createApiThunk(
  'buildRequests/fetchProvisioningCompany',
  (companyID: string, { signal }) => api.fetchProvisioningCompany(companyID, signal),
);

export const submitProvisioning = createApiThunk(
  'buildRequests/submitProvisioning',
  ({ companyID, body, icon }: { companyID: string; body: ProvisioningBody; icon: File | null }) =>
    api.submitProvisioning(companyID, body, icon),
);

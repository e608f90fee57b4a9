import { http, HttpResponse } from 'msw';
import type {
  AuxiliaryBuild,
  AuxiliaryBuildBody,
  BuildStatusBody,
  ProvisioningBody,
  ProvisioningRequest,
} from '../../contract/appBuildRequests';
import { NEXT_STATUSES } from '../../contract/appBuildRequests';
import type { ReplicaBuild, ReplicaBuildBody } from '../../contract/appBuilds';
import { REPLICA_SECRET_FIELDS } from '../../contract/appBuilds';
import { apiUrl } from './apiUrl';
import { fail, refuseSignedOut } from './mobileUsersHandlers';

/** The builds and requests the handlers answer from; tests seed and read them. */
export const appBuildsStore = {
  replica: [] as ReplicaBuild[],
  auxiliary: [] as AuxiliaryBuild[],
  provisioning: [] as ProvisioningRequest[],
  /** Each replica build form's "data", as sent. */
  replicaWrites: [] as ReplicaBuildBody[],
  /** Public requests the form may still send before the API answers 429. */
  publicAllowance: 5,
};

export function resetAppBuildsStore() {
  appBuildsStore.replica = [];
  appBuildsStore.auxiliary = [];
  appBuildsStore.provisioning = [];
  appBuildsStore.replicaWrites = [];
  appBuildsStore.publicAllowance = 5;
}

let nextId = 1;
const newId = () => `00000000-0000-4000-9100-${String(nextId++).padStart(12, '0')}`;
const NOW = '2026-05-01T09:00:00.000Z';

export function buildReplica(overrides: Partial<ReplicaBuild> = {}): ReplicaBuild {
  return {
    id: newId(),
    name: 'Acme Members',
    companyID: 'acme',
    iosVersion: '4.2.0',
    androidVersion: '4.2.1',
    iosAppUrl: '',
    androidAppUrl: '',
    androidAPN: null,
    iosAPN: null,
    iosIAS: null,
    deepLink: 'acmemembers://open',
    webAPIKey: null,
    icon: null,
    channels: [],
    dateCreated: NOW,
    dateUpdated: NOW,
    ...overrides,
  };
}

const tracked = {
  companyID: 'acme',
  platforms: ['ios', 'android'],
  iosBundleId: '',
  androidPackage: '',
  contactName: 'Dana Whitfield',
  contactEmail: 'dana@acme.test',
  icon: null,
  status: 'requested' as const,
  reason: '',
  dateCreated: NOW,
  dateUpdated: NOW,
};

export function buildAuxiliary(overrides: Partial<AuxiliaryBuild> = {}): AuxiliaryBuild {
  return {
    _id: newId(),
    appName: 'Acme Conference',
    purpose: 'The conference app',
    ...tracked,
    ...overrides,
  };
}

export function buildProvisioning(
  overrides: Partial<ProvisioningRequest> = {},
): ProvisioningRequest {
  return {
    _id: newId(),
    appName: 'Local 12 Members',
    organizationName: 'Acme Local 12',
    contactPhone: '',
    notes: '',
    ...tracked,
    ...overrides,
  };
}

const ok = <T>(data: T, status = 200) => HttpResponse.json({ success: true, data }, { status });
const mask = (plain: string) => `••••${plain.slice(-4)}`;

async function formData<T>(request: Request): Promise<T> {
  const form = await request.formData();
  const data = form.get('data');
  return JSON.parse(typeof data === 'string' ? data : '{}') as T;
}

function applyReplica(build: ReplicaBuild, body: ReplicaBuildBody): ReplicaBuild {
  // As the API: a field left out keeps its value, one sent (even empty) is set.
  const next: ReplicaBuild = {
    ...build,
    name: body.name ?? build.name,
    iosVersion: body.iosVersion ?? build.iosVersion,
    androidVersion: body.androidVersion ?? build.androidVersion,
    iosAppUrl: body.iosAppUrl ?? build.iosAppUrl,
    androidAppUrl: body.androidAppUrl ?? build.androidAppUrl,
    deepLink: body.deepLink ?? build.deepLink,
  };
  for (const field of REPLICA_SECRET_FIELDS) {
    const plain = body[field];
    if (plain) next[field] = mask(plain);
  }
  return next;
}

function move<T extends AuxiliaryBuild | ProvisioningRequest>(
  rows: T[],
  id: string,
  body: BuildStatusBody,
) {
  const row = rows.find((item) => item._id === id);
  if (!row) return fail(404, 'not_found');
  if (!NEXT_STATUSES[row.status].includes(body.status))
    return fail(409, 'error_build_status_transition');
  row.status = body.status;
  row.reason = body.status === 'rejected' ? (body.reason ?? '') : '';
  return ok(structuredClone(row));
}

export const appBuildsHandlers = [
  http.get(
    apiUrl('/settings/replica-builds/all/company/:id'),
    ({ request }) => refuseSignedOut(request) ?? ok(structuredClone(appBuildsStore.replica)),
  ),
  http.put<{ id: string }>(
    apiUrl('/settings/replica-builds/update/params/id/:id'),
    async ({ request, params }) => {
      const refused = refuseSignedOut(request);
      if (refused) return refused;
      const body = await formData<ReplicaBuildBody>(request);
      appBuildsStore.replicaWrites.push(body);
      const index = appBuildsStore.replica.findIndex((build) => build.id === params.id);
      const build = appBuildsStore.replica[index];
      if (!build) return fail(404, 'not_found');
      appBuildsStore.replica[index] = applyReplica(build, body);
      return ok(structuredClone(appBuildsStore.replica[index]));
    },
  ),
  http.put(apiUrl('/settings/channel/replica/build'), async ({ request }) => {
    const refused = refuseSignedOut(request);
    if (refused) return refused;
    const body = await formData<ReplicaBuildBody>(request);
    appBuildsStore.replicaWrites.push(body);
    const name = body.name ?? '';
    if (appBuildsStore.replica.some((b) => b.name.toLowerCase() === name.toLowerCase()))
      return fail(
        409,
        'error_replica_build_exists',
        'A replica build with this name already exists.',
      );
    const blank = { iosVersion: '', androidVersion: '', iosAppUrl: '', androidAppUrl: '' };
    const build = applyReplica({ ...buildReplica(), ...blank, deepLink: '' }, body);
    appBuildsStore.replica.push(build);
    return ok(structuredClone(build), 201);
  }),
  http.get(
    apiUrl('/settings/auxiliary-builds/all/company/:id'),
    ({ request }) => refuseSignedOut(request) ?? ok(structuredClone(appBuildsStore.auxiliary)),
  ),
  http.post(apiUrl('/settings/auxiliary-builds'), async ({ request }) => {
    const refused = refuseSignedOut(request);
    if (refused) return refused;
    const body = await formData<AuxiliaryBuildBody>(request);
    const row = buildAuxiliary({
      ...body,
      iosBundleId: body.iosBundleId ?? '',
      androidPackage: body.androidPackage ?? '',
    });
    appBuildsStore.auxiliary.unshift(row);
    return ok(structuredClone(row), 201);
  }),
  http.put<{ id: string }, BuildStatusBody>(
    apiUrl('/settings/auxiliary-builds/status/:id'),
    async ({ request, params }) =>
      refuseSignedOut(request) ?? move(appBuildsStore.auxiliary, params.id, await request.json()),
  ),
  http.get(
    apiUrl('/settings/provisioning/all/company/:id'),
    ({ request }) => refuseSignedOut(request) ?? ok(structuredClone(appBuildsStore.provisioning)),
  ),
  http.put<{ id: string }, BuildStatusBody>(
    apiUrl('/settings/provisioning/status/:id'),
    async ({ request, params }) =>
      refuseSignedOut(request) ??
      move(appBuildsStore.provisioning, params.id, await request.json()),
  ),
  http.post<{ companyID: string }>(
    apiUrl('/public/provision/:companyID'),
    async ({ request, params }) => {
      const body = await formData<ProvisioningBody>(request);
      if (appBuildsStore.publicAllowance <= 0)
        return fail(
          429,
          'error_provisioning_rate_limited',
          'Too many provisioning requests were sent from here. Please wait an hour and try again.',
        );
      appBuildsStore.publicAllowance -= 1;
      const row = buildProvisioning({
        ...body,
        companyID: params.companyID,
        iosBundleId: body.iosBundleId ?? '',
        androidPackage: body.androidPackage ?? '',
        contactPhone: body.contactPhone ?? '',
        notes: body.notes ?? '',
      });
      appBuildsStore.provisioning.unshift(row);
      return ok({ _id: row._id, status: 'requested' }, 201);
    },
  ),
];

import { http, HttpResponse } from 'msw';
import type { Upload, UploadKind, UploadUpdateBody } from '../../contract/uploads';
import { apiUrl } from './apiUrl';
import { fail, refuseSignedOut } from './mobileUsersHandlers';

/** The files and channels the upload handlers answer from; tests seed and read them. */
export const uploadsStore = {
  uploads: [] as Upload[],
  channels: [] as { _id: string; clientName: string; companyID: string }[],
  /** The query string of each list call, in order. */
  listQueries: [] as URLSearchParams[],
  /** Each update's id and body. */
  updates: [] as { id: string; body: UploadUpdateBody }[],
};

export function resetUploadsStore() {
  uploadsStore.uploads = [];
  uploadsStore.channels = [];
  uploadsStore.listQueries = [];
  uploadsStore.updates = [];
}

let nextId = 1;

const TYPES: Record<UploadKind, { contentType: string; extension: string }> = {
  audio: { contentType: 'audio/mpeg', extension: 'mp3' },
  video: { contentType: 'video/mp4', extension: 'mp4' },
  document: { contentType: 'application/pdf', extension: 'pdf' },
};

export function buildUpload(overrides: Partial<Upload> = {}): Upload {
  const id = `00000000-0000-4000-a000-${String(nextId++).padStart(12, '0')}`;
  const kind = overrides.kind ?? 'audio';
  return {
    _id: id,
    kind,
    title: 'Harbour interview',
    description: '',
    contentType: TYPES[kind].contentType,
    fileName: `harbour.${TYPES[kind].extension}`,
    size: 3_500_000,
    sha256: 'a'.repeat(64),
    channelID: null,
    channelName: null,
    companyID: 'acme',
    contentUrl: `/upload/${id}/content`,
    playbackUrl: `/upload/${id}/play?expires=1900000000&signature=${'s'.repeat(43)}`,
    durationSeconds: kind === 'document' ? null : 125,
    durationPending: false,
    views: 0,
    bytesSent: 0,
    conversion: 'none',
    dateCreated: '2026-05-01T09:00:00.000Z',
    dateUpdated: '2026-05-01T09:00:00.000Z',
    ...overrides,
  };
}

const ok = <T>(data: T) => HttpResponse.json({ success: true, data });

function listed(query: URLSearchParams) {
  const type = query.get('type');
  const search = (query.get('search') ?? '').toLowerCase();
  const sort = (query.get('sort') ?? 'dateCreated') as 'dateCreated' | 'title' | 'size';
  const order = query.get('order') ?? (sort === 'dateCreated' ? 'desc' : 'asc');
  const rows = uploadsStore.uploads
    .filter((u) => !type || u.kind === type)
    .filter((u) => !search || `${u.title} ${u.fileName}`.toLowerCase().includes(search))
    .sort((a, b) => {
      const compared =
        sort === 'size' ? a.size - b.size : String(a[sort]).localeCompare(String(b[sort]));
      return order === 'desc' ? -compared : compared;
    });
  const offset = Number(query.get('offset') ?? 0);
  const limit = Number(query.get('limit') ?? 100);
  return { uploads: rows.slice(offset, offset + limit), total: rows.length };
}

/** The channel choice of the upload forms; put first with `server.use` in their tests. */
export const uploadChannelsHandler = http.get(
  apiUrl('/content-provider/:companyId'),
  ({ request }) => refuseSignedOut(request) ?? ok(uploadsStore.channels),
);

export const uploadsHandlers = [
  http.get(apiUrl('/upload'), ({ request }) => {
    const refused = refuseSignedOut(request);
    if (refused) return refused;
    const query = new URL(request.url).searchParams;
    uploadsStore.listQueries.push(query);
    return ok(listed(query));
  }),
  http.get(apiUrl('/upload/:id'), ({ request, params }) => {
    const refused = refuseSignedOut(request);
    if (refused) return refused;
    const found = uploadsStore.uploads.find((u) => u._id === params.id);
    return found ? ok(found) : fail(404, 'not_found');
  }),
  http.put<{ id: string }, UploadUpdateBody>(apiUrl('/upload/:id'), async ({ request, params }) => {
    const refused = refuseSignedOut(request);
    if (refused) return refused;
    const found = uploadsStore.uploads.find((u) => u._id === params.id);
    if (!found) return fail(404, 'not_found');
    const body = await request.json();
    uploadsStore.updates.push({ id: params.id, body });
    if (body.title !== undefined) found.title = body.title;
    if (body.description !== undefined) found.description = body.description;
    if (body.channelID !== undefined) {
      found.channelID = body.channelID;
      found.channelName =
        uploadsStore.channels.find((c) => c._id === body.channelID)?.clientName ?? null;
    }
    return ok(found);
  }),
  http.delete(apiUrl('/upload/:id'), ({ request, params }) => {
    const refused = refuseSignedOut(request);
    if (refused) return refused;
    const found = uploadsStore.uploads.find((u) => u._id === params.id);
    if (!found) return fail(404, 'not_found');
    uploadsStore.uploads = uploadsStore.uploads.filter((u) => u._id !== params.id);
    return ok({ _id: params.id });
  }),
];

import { http, HttpResponse } from 'msw';
import type { CatalogueBody, CatalogueItem, CatalogueKind } from '../../contract/channelCatalogues';
import type { ErrorCode } from '../../contract/errorCodes';
import type { Package, PackageBody } from '../../contract/packages';
import { apiUrl } from './apiUrl';
import { fail, refuseSignedOut } from './mobileUsersHandlers';

/** The catalogues and packages the handlers answer from; tests seed and read them. */
export const catalogueStore = {
  items: {
    category: [] as CatalogueItem[],
    type: [] as CatalogueItem[],
    group: [] as CatalogueItem[],
    unionType: [] as CatalogueItem[],
  } satisfies Record<CatalogueKind, CatalogueItem[]>,
  packages: [] as Package[],
  /** Each write's JSON, as the API read it (the "data" field of a multipart form). */
  writes: [] as { kind: CatalogueKind; body: CatalogueBody; image: boolean }[],
};

export function resetCatalogueStore() {
  for (const kind of Object.keys(catalogueStore.items) as CatalogueKind[]) {
    catalogueStore.items[kind] = [];
  }
  catalogueStore.packages = [];
  catalogueStore.writes = [];
}

let nextId = 1;
const newId = () => `00000000-0000-4000-8000-${String(nextId++).padStart(12, '0')}`;

export function buildCatalogueItem(overrides: Partial<CatalogueItem> = {}): CatalogueItem {
  return {
    _id: newId(),
    name: 'News',
    description: '',
    image: null,
    companyID: 'acme',
    dateCreated: '2026-05-01T09:00:00.000Z',
    channels: 0,
    ...overrides,
  };
}

export function buildPackage(overrides: Partial<Package> = {}): Package {
  return {
    _id: newId(),
    package_name: 'Essential',
    benefits_description: 'Legal advice line.',
    companyID: 'acme',
    dateCreated: '2026-05-01T09:00:00.000Z',
    ...overrides,
  };
}

const KINDS: readonly { kind: CatalogueKind; base: string; item: string; code: ErrorCode }[] = [
  {
    kind: 'category',
    base: '/content-provider/categories',
    item: 'category',
    code: 'error_channel_category_exists',
  },
  {
    kind: 'type',
    base: '/content-provider/types',
    item: 'type',
    code: 'error_channel_type_exists',
  },
  {
    kind: 'group',
    base: '/content-provider/groups',
    item: 'group',
    code: 'error_channel_group_exists',
  },
  {
    kind: 'unionType',
    base: '/content-provider/union-type',
    item: 'type',
    code: 'error_channel_union_type_exists',
  },
];

const MESSAGES: Partial<Record<ErrorCode, string>> = {
  error_channel_category_exists: 'Channel Category Already Exists.',
  error_channel_group_exists: 'Channel Group Already Exists.',
  error_channel_type_exists: 'Channel type Already Exists.',
};

/** The JSON of a write: the "data" field of a multipart form, or the JSON body. */
async function readWrite(request: Request): Promise<{ body: CatalogueBody; image: boolean }> {
  if (request.headers.get('content-type')?.startsWith('multipart/form-data')) {
    const form = await request.formData();
    const data = form.get('data');
    return {
      body: JSON.parse(typeof data === 'string' ? data : '{}') as CatalogueBody,
      image: form.get('image') !== null,
    };
  }
  return { body: (await request.json()) as CatalogueBody, image: false };
}

const taken = (items: CatalogueItem[], name: string, exceptId?: string) =>
  items.some((item) => item._id !== exceptId && item.name.toLowerCase() === name.toLowerCase());

const duplicate = (code: ErrorCode) =>
  HttpResponse.json({ code, message: MESSAGES[code] ?? code }, { status: 409 });

const catalogueHandlers = KINDS.flatMap(({ kind, base, item, code }) => {
  const items = () => catalogueStore.items[kind];
  return [
    http.get(apiUrl(`${base}/:companyID`), ({ request }) => {
      const refused = refuseSignedOut(request);
      if (refused) return refused;
      return HttpResponse.json({ success: true, data: items() });
    }),
    http.get(apiUrl(`${base}/${item}/:id`), ({ request, params }) => {
      const refused = refuseSignedOut(request);
      if (refused) return refused;
      const found = items().find((row) => row._id === params.id);
      return found ? HttpResponse.json({ success: true, data: found }) : fail(404, 'not_found');
    }),
    http.post(apiUrl(base), async ({ request }) => {
      const refused = refuseSignedOut(request);
      if (refused) return refused;
      const { body, image } = await readWrite(request);
      catalogueStore.writes.push({ kind, body, image });
      const name = body.name.trim();
      if (taken(items(), name)) return duplicate(code);
      const created = buildCatalogueItem({
        name,
        description: body.description ?? '',
        image: image ? '/files/00000000-0000-4000-8000-00000000beef' : null,
        ...(kind === 'category' ? { groupId: null, groupName: null } : {}),
        ...(kind === 'group' ? { categories: 0 } : {}),
      });
      items().push(created);
      return HttpResponse.json({ success: true, data: created });
    }),
    http.put(apiUrl(`${base}/${item}/:id`), async ({ request, params }) => {
      const refused = refuseSignedOut(request);
      if (refused) return refused;
      const { body, image } = await readWrite(request);
      catalogueStore.writes.push({ kind, body, image });
      const found = items().find((row) => row._id === params.id);
      if (!found) return fail(404, 'not_found');
      if (taken(items(), body.name.trim(), found._id)) return duplicate(code);
      Object.assign(found, { name: body.name.trim(), description: body.description ?? '' });
      if (body.removeImage) found.image = null;
      return HttpResponse.json({ success: true, data: found });
    }),
    http.delete(apiUrl(`${base}/${item}/:id`), ({ request, params }) => {
      const refused = refuseSignedOut(request);
      if (refused) return refused;
      const found = items().find((row) => row._id === params.id);
      if (!found) return fail(404, 'not_found');
      catalogueStore.items[kind] = items().filter((row) => row._id !== found._id);
      return HttpResponse.json({
        success: true,
        data: { _id: found._id, detachedChannels: found.channels },
      });
    }),
  ];
});

export const channelCataloguesHandlers = [
  http.put<{ id: string }, { groupId: string | null }>(
    apiUrl('/content-provider/categories/category/group/:id'),
    async ({ request, params }) => {
      const refused = refuseSignedOut(request);
      if (refused) return refused;
      const { groupId } = await request.json();
      const category = catalogueStore.items.category.find((row) => row._id === params.id);
      const group = catalogueStore.items.group.find((row) => row._id === groupId);
      if (!category || (groupId && !group)) return fail(404, 'not_found');
      Object.assign(category, { groupId, groupName: group?.name ?? null });
      return HttpResponse.json({ success: true, data: category });
    },
  ),
  ...catalogueHandlers,

  // Member-benefit packages.
  http.get(apiUrl('/content-provider/packages/package/:id'), ({ request, params }) => {
    const refused = refuseSignedOut(request);
    if (refused) return refused;
    const found = catalogueStore.packages.find((row) => row._id === params.id);
    return found ? HttpResponse.json({ success: true, data: found }) : fail(404, 'not_found');
  }),
  http.get(apiUrl('/content-provider/packages/:companyID'), ({ request }) => {
    const refused = refuseSignedOut(request);
    if (refused) return refused;
    return HttpResponse.json({ success: true, data: catalogueStore.packages });
  }),
  http.post<never, PackageBody>(apiUrl('/content-provider/packages'), async ({ request }) => {
    const refused = refuseSignedOut(request);
    if (refused) return refused;
    const body = await request.json();
    const created = buildPackage({
      package_name: body.package_name,
      benefits_description: body.benefits_description ?? '',
    });
    catalogueStore.packages.push(created);
    return HttpResponse.json({ success: true, data: created });
  }),
  http.put<{ id: string }, PackageBody>(
    apiUrl('/content-provider/packages/package/:id'),
    async ({ request, params }) => {
      const refused = refuseSignedOut(request);
      if (refused) return refused;
      const body = await request.json();
      const found = catalogueStore.packages.find((row) => row._id === params.id);
      if (!found) return fail(404, 'not_found');
      Object.assign(found, {
        package_name: body.package_name,
        benefits_description: body.benefits_description ?? '',
      });
      return HttpResponse.json({ success: true, data: found });
    },
  ),
  http.delete(apiUrl('/content-provider/packages/:id'), ({ request, params }) => {
    const refused = refuseSignedOut(request);
    if (refused) return refused;
    catalogueStore.packages = catalogueStore.packages.filter((row) => row._id !== params.id);
    return HttpResponse.json({ success: true, data: { _id: params.id } });
  }),
];

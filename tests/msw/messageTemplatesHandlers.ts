import { http, HttpResponse } from 'msw';
import type { MessageTemplate, MessageTemplateBody } from '../../contract/messageTemplates';
import { apiUrl } from './apiUrl';
import { fail, refuseSignedOut } from './mobileUsersHandlers';

/** The templates the handlers answer from; tests seed and read them. */
export const templatesStore = {
  templates: [] as MessageTemplate[],
  /** Deleted ones, until restored. */
  deleted: [] as MessageTemplate[],
  defaultLanguage: 'en',
  listQueries: [] as URLSearchParams[],
  /** Each save's id (null: a new one) and body. */
  saves: [] as { id: string | null; body: MessageTemplateBody }[],
  /** A field error the next save answers with, as the API names a wrong merge field. */
  nextSaveError: null as { field: string; message: string } | null,
};

export function resetTemplatesStore() {
  templatesStore.templates = [];
  templatesStore.deleted = [];
  templatesStore.defaultLanguage = 'en';
  templatesStore.listQueries = [];
  templatesStore.saves = [];
  templatesStore.nextSaveError = null;
}

let nextId = 1;

export function buildTemplate(overrides: Partial<MessageTemplate> = {}): MessageTemplate {
  const id = `00000000-0000-4000-b000-${String(nextId++).padStart(12, '0')}`;
  const variants = overrides.variants ?? [];
  return {
    _id: id,
    name: 'Shift change',
    title: 'Your shift has changed',
    push_message: 'Hi {{ firstname }}, your shift has changed.',
    message: '<p>Your shift has changed.</p>',
    language: 'en',
    languages: variants.map((variant) => variant.language),
    cpId: null,
    createdBy: 'Ada Admin',
    updatedBy: 'Ada Admin',
    dateCreated: '2026-05-01T09:00:00.000Z',
    dateUpdated: '2026-05-01T09:00:00.000Z',
    variants,
    pushImage: null,
    pushButtons: [],
    ...overrides,
  };
}

const ok = <T>(data: T) => HttpResponse.json({ success: true, data });
const summaryOf = ({
  message: _message,
  variants: _variants,
  pushImage: _pushImage,
  pushButtons: _pushButtons,
  ...summary
}: MessageTemplate) => summary;

function listed(query: URLSearchParams) {
  const search = (query.get('search') ?? '').toLowerCase();
  const sort = query.get('sort') ?? 'updated';
  const order = query.get('order') ?? (sort === 'name' ? 'asc' : 'desc');
  const rows = templatesStore.templates
    .filter((item) => !search || item.name.toLowerCase().includes(search))
    .sort((a, b) => {
      const compared =
        sort === 'name' ? a.name.localeCompare(b.name) : a.dateUpdated.localeCompare(b.dateUpdated);
      return order === 'desc' ? -compared : compared;
    });
  const limit = Number(query.get('limit') ?? 10);
  const page = Number(query.get('page') ?? 1);
  return {
    templates: rows.slice((page - 1) * limit, page * limit).map(summaryOf),
    total: rows.length,
    defaultLanguage: templatesStore.defaultLanguage,
  };
}

function saved(id: string | null, body: MessageTemplateBody) {
  templatesStore.saves.push({ id, body });
  const error = templatesStore.nextSaveError;
  if (error) {
    templatesStore.nextSaveError = null;
    return HttpResponse.json(
      { code: 'validation_error', message: `${error.field} ${error.message}`, details: [error] },
      { status: 400 },
    );
  }
  const template = buildTemplate({
    ...body,
    pushImage: body.pushImage?.trim() || null,
    pushButtons: body.pushButtons ?? [],
    ...(id ? { _id: id } : {}),
    languages: body.variants.map((variant) => variant.language),
    dateUpdated: new Date().toISOString(),
  });
  templatesStore.templates = [
    ...templatesStore.templates.filter((item) => item._id !== template._id),
    template,
  ];
  return ok(template);
}

const find = (id: string) => templatesStore.templates.find((item) => item._id === id);

export const messageTemplatesHandlers = [
  http.get(apiUrl('/message-templates'), ({ request }) => {
    const refused = refuseSignedOut(request);
    if (refused) return refused;
    const query = new URL(request.url).searchParams;
    templatesStore.listQueries.push(query);
    return ok(listed(query));
  }),
  http.get<{ id: string }>(apiUrl('/message-templates/:id'), ({ request, params }) => {
    const refused = refuseSignedOut(request);
    if (refused) return refused;
    const template = find(params.id);
    return template ? ok(template) : fail(404, 'not_found', 'Template not found.');
  }),
  http.post(apiUrl('/message-templates'), async ({ request }) => {
    const refused = refuseSignedOut(request);
    if (refused) return refused;
    return saved(null, (await request.json()) as MessageTemplateBody);
  }),
  http.put<{ id: string }>(apiUrl('/message-templates/:id'), async ({ request, params }) => {
    const refused = refuseSignedOut(request);
    if (refused) return refused;
    if (!find(params.id)) return fail(404, 'not_found', 'Template not found.');
    return saved(params.id, (await request.json()) as MessageTemplateBody);
  }),
  http.delete<{ id: string }>(apiUrl('/message-templates/:id'), ({ request, params }) => {
    const refused = refuseSignedOut(request);
    if (refused) return refused;
    const template = find(params.id);
    if (!template) return fail(404, 'not_found', 'Template not found.');
    templatesStore.templates = templatesStore.templates.filter((item) => item !== template);
    templatesStore.deleted.push(template);
    return ok({ _id: template._id });
  }),
  http.post<{ id: string }>(apiUrl('/message-templates/:id/restore'), ({ request, params }) => {
    const refused = refuseSignedOut(request);
    if (refused) return refused;
    const template = templatesStore.deleted.find((item) => item._id === params.id);
    if (!template) return fail(404, 'not_found', 'Template not found.');
    templatesStore.deleted = templatesStore.deleted.filter((item) => item !== template);
    templatesStore.templates.push(template);
    return ok(template);
  }),
];

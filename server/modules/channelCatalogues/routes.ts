import { Type } from '@sinclair/typebox';
import type { AccessKey } from '../../../contract/accessKeys';
import {
  CatalogueBody,
  CatalogueChannelsResponse,
  CatalogueDeleteResponse,
  CatalogueItemResponse,
  CatalogueListResponse,
  CategoryGroupBody,
  UnionTypeBody,
  type CatalogueKind,
} from '../../../contract/channelCatalogues';
import { ErrorResponse, authErrors } from '../../../contract/common';
import type { DomainRoutes } from '../../domains';
import { AppError, notFound } from '../../lib/errors';
import { ANY_ADMIN, ORGANISATION_ADMINS, type RouteAccess } from '../../plugins/routeAccess';
import { scopeOf } from '../../plugins/tenancy';
import { readCatalogueForm } from './catalogueForm';
import { KIND_SPECS, type CatalogueRefusal } from './repository';

/** The spec's answer to a catalogue call of the kind that the repository refused. */
function refused(kind: CatalogueKind, refusal: CatalogueRefusal): AppError {
  const spec = KIND_SPECS[kind];
  switch (refusal) {
    case 'organisation_unchosen':
      return new AppError('validation_error', 'Choose an organization first.', [
        {
          field: 'companyID',
          message: 'must name an organization: choose one in the navbar first',
        },
      ]);
    case 'name_blank':
      return new AppError('validation_error', 'name must not be blank', [
        { field: 'name', message: 'must not be blank' },
      ]);
    case 'item_missing':
      return notFound(spec.label);
    case 'group_missing':
      return notFound('Group');
    case 'name_taken':
      return new AppError(spec.duplicate.code, spec.duplicate.message, [
        { field: 'name', message: 'is already used' },
      ]);
  }
}

const isRefusal = (data: unknown): data is CatalogueRefusal => typeof data === 'string';

/** The repository's answer as the route's body, or the spec's error for a refusal. */
function answer<T extends object>(
  kind: CatalogueKind,
  data: T | CatalogueRefusal,
): { success: true; data: T } {
  if (isRefusal(data)) throw refused(kind, data);
  return { success: true as const, data };
}

const tags = ['channel catalogues'];
const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
const CompanyParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });
const writeErrors = { ...authErrors, 409: ErrorResponse, 413: ErrorResponse, 415: ErrorResponse };

interface KindRoutes {
  kind: CatalogueKind;
  /** The list path; the single item lives under `${base}/${item}`. */
  base: string;
  item: string;
  noun: string;
  /** The screen's access key; the list's, when the spec gives it another. */
  key: AccessKey;
  listKey?: AccessKey;
  /** Other screens that read this catalogue (a group's page lists the categories). */
  readBy?: readonly AccessKey[];
  multipart: boolean;
}

const KINDS: readonly KindRoutes[] = [
  {
    kind: 'category',
    base: '/content-provider/categories',
    item: 'category',
    noun: 'category',
    key: 'cpCategories',
    readBy: ['cpGroups'],
    multipart: true,
  },
  {
    kind: 'type',
    base: '/content-provider/types',
    item: 'type',
    noun: 'type',
    key: 'cpTypes',
    multipart: true,
  },
  {
    kind: 'group',
    base: '/content-provider/groups',
    item: 'group',
    noun: 'group',
    key: 'cpGroups',
    // SPEC.md section 2: the channel-group list is guarded by cpTypes.
    listKey: 'cpTypes',
    multipart: true,
  },
  {
    kind: 'unionType',
    base: '/content-provider/union-type',
    item: 'type',
    noun: 'union type',
    key: 'cpUnionType',
    multipart: false,
  },
];

/**
 * Reads: every admin of the company, as channel admins pick from the catalogues (the channel
 * screens, contentProvider; a channel's own settings, settings). Writes: organisation admins.
 */
const readAccess = (key: AccessKey, also: readonly AccessKey[] = []): RouteAccess => ({
  admins: ANY_ADMIN,
  key,
  orKeys: [...also, 'contentProvider', 'settings'],
});
const writeAccess = (key: AccessKey): RouteAccess => ({ admins: ORGANISATION_ADMINS, key });

const FORM =
  'multipart/form-data: the JSON { name, description, removeImage } in the field "data" and optionally an image (PNG, JPEG, WebP, ICO or SVG, up to 1 MB, judged by its content) in the field "image". JSON is read too.';

/** SPEC.md section 7, "Categories, types, groups" and "Union types": one set of routes per kind. */
export const channelCatalogueRoutes: DomainRoutes = (
  app,
  { channelCatalogues: catalogues },
  done,
) => {
  for (const spec of KINDS) {
    const { kind, base, noun } = spec;
    const itemPath = `${base}/${spec.item}/:id`;

    app.get(
      `${base}/:id`,
      {
        config: {
          access: spec.listKey
            ? readAccess(spec.listKey, [spec.key, ...(spec.readBy ?? [])])
            : readAccess(spec.key, spec.readBy),
        },
        schema: {
          tags,
          summary: `A company's channel ${noun} list, by name`,
          description:
            "`id` is the companyID the console sends. A company or channel admin gets its own company's whatever it says; a platform admin the named company's (404 when there is none), or every company's for `All`.",
          params: CompanyParams,
          response: { 200: CatalogueListResponse, ...authErrors },
        },
      },
      async (request) => {
        const scope = scopeOf(request);
        let named: string | null = null;
        if (scope.kind === 'platform' && request.params.id !== 'All') {
          named = await catalogues.companyBySlug(request.params.id);
          if (!named) throw notFound('Company');
        }
        return { success: true as const, data: await catalogues.list(kind, scope, named) };
      },
    );

    app.get(
      itemPath,
      {
        config: { access: readAccess(spec.key, spec.readBy) },
        schema: {
          tags,
          summary: `One channel ${noun}`,
          params: IdParams,
          response: { 200: CatalogueItemResponse, ...authErrors },
        },
      },
      async (request) =>
        answer(kind, await catalogues.find(kind, scopeOf(request), request.params.id)),
    );

    const duplicate = `A name the company already uses, in any case, answers 409.`;
    if (spec.multipart) {
      app.post(
        base,
        {
          config: { access: writeAccess(spec.key) },
          schema: {
            tags,
            summary: `Create a channel ${noun} in your company (a platform admin chooses one first)`,
            description: `${FORM} ${duplicate}`,
            consumes: ['multipart/form-data', 'application/json'],
            response: { 200: CatalogueItemResponse, ...writeErrors },
          },
        },
        async (request) => {
          const { body, image } = await readCatalogueForm(request, CatalogueBody);
          return answer(kind, await catalogues.create(kind, scopeOf(request), body, image));
        },
      );

      app.put(
        itemPath,
        {
          config: { access: writeAccess(spec.key) },
          schema: {
            tags,
            summary: `Change a channel ${noun}`,
            description: `${FORM} A new image replaces the stored one; removeImage drops it. ${duplicate}`,
            consumes: ['multipart/form-data', 'application/json'],
            params: IdParams,
            response: { 200: CatalogueItemResponse, ...writeErrors },
          },
        },
        async (request) => {
          const { body, image } = await readCatalogueForm(request, CatalogueBody);
          return answer(
            kind,
            await catalogues.update(kind, scopeOf(request), request.params.id, body, image),
          );
        },
      );
    } else {
      app.post(
        base,
        {
          config: { access: writeAccess(spec.key) },
          schema: {
            tags,
            summary: `Create a ${noun} in your company (a platform admin chooses one first)`,
            description: duplicate,
            body: UnionTypeBody,
            response: { 200: CatalogueItemResponse, ...writeErrors },
          },
        },
        async (request) =>
          answer(kind, await catalogues.create(kind, scopeOf(request), request.body, null)),
      );

      app.put(
        itemPath,
        {
          config: { access: writeAccess(spec.key) },
          schema: {
            tags,
            summary: `Change a ${noun}`,
            description: duplicate,
            params: IdParams,
            body: UnionTypeBody,
            response: { 200: CatalogueItemResponse, ...writeErrors },
          },
        },
        async (request) =>
          answer(
            kind,
            await catalogues.update(kind, scopeOf(request), request.params.id, request.body, null),
          ),
      );
    }

    const deletePaths = kind === 'unionType' ? [itemPath, `${base}/:id`] : [itemPath];
    for (const path of deletePaths) {
      app.delete(
        path,
        {
          config: { access: writeAccess(spec.key) },
          schema: {
            tags,
            summary: `Delete a channel ${noun}`,
            description:
              kind === 'group'
                ? 'Its channels and categories are detached (left in no group); answers how many channels were.'
                : 'Channels that use it are detached (left without one); answers how many were.',
            params: IdParams,
            response: { 200: CatalogueDeleteResponse, ...authErrors },
          },
        },
        async (request) =>
          answer(kind, await catalogues.remove(kind, scopeOf(request), request.params.id)),
      );
    }
  }

  app.put(
    '/content-provider/categories/category/group/:id',
    {
      // Made from a group's page as well as from the categories.
      config: { access: { ...writeAccess('cpCategories'), orKeys: ['cpGroups'] } },
      schema: {
        tags,
        summary: 'Put a channel category in a group of its company, or (groupId null) in none',
        params: IdParams,
        body: CategoryGroupBody,
        response: { 200: CatalogueItemResponse, ...authErrors },
      },
    },
    async (request) =>
      answer(
        'category',
        await catalogues.setCategoryGroup(
          scopeOf(request),
          request.params.id,
          request.body.groupId,
        ),
      ),
  );

  app.get(
    '/content-provider/types/cpByType/:id',
    {
      config: {
        access: { admins: ORGANISATION_ADMINS, key: 'cpTypes', orKeys: ['contentProvider'] },
      },
      schema: {
        tags,
        summary: 'The live channels of a channel type, by name',
        params: IdParams,
        response: { 200: CatalogueChannelsResponse, ...authErrors },
      },
    },
    async (request) =>
      answer('type', await catalogues.channelsOfType(scopeOf(request), request.params.id)),
  );
  done();
};

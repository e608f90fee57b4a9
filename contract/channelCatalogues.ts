import { Type, type Static } from '@sinclair/typebox';
import { FreeText, Success } from './common';

/**
 * The channel catalogues of SPEC.md section 3 ("Channel category, type, group, union type"):
 * named per company, picked by its channels. Categories, types and groups are created and
 * changed with multipart forms (an optional image); union types with JSON.
 */
export const CATALOGUE_KINDS = ['category', 'type', 'group', 'unionType'] as const;
export type CatalogueKind = (typeof CATALOGUE_KINDS)[number];

/** Up to 1 MB, judged by its content like a logo. */
export const CATALOGUE_IMAGE_MAX_BYTES = 1024 * 1024;

export const CatalogueItem = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  description: Type.String(),
  /** The stored image's path (GET /files/{id}), or null; union types have none. */
  image: Type.Union([Type.String(), Type.Null()]),
  companyID: Type.String(),
  dateCreated: Type.String(),
  /** How many live channels use it. */
  channels: Type.Number(),
  /** A category's group, or null (categories only). */
  groupId: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  groupName: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  /** How many categories a group holds (groups only). */
  categories: Type.Optional(Type.Number()),
});
export type CatalogueItem = Static<typeof CatalogueItem>;

/** The JSON of a create or update: the multipart field "data", or a union type's body. */
export const CatalogueBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 100 }),
  description: Type.Optional(FreeText({ maxLength: 1000 })),
  /** Drops the stored image (an update without a new one). */
  removeImage: Type.Optional(Type.Boolean()),
});
export type CatalogueBody = Static<typeof CatalogueBody>;

export const UnionTypeBody = Type.Omit(CatalogueBody, ['removeImage']);
export type UnionTypeBody = Static<typeof UnionTypeBody>;

/** PUT /content-provider/categories/category/group/{id}: the group to put the category in, or null. */
export const CategoryGroupBody = Type.Object({
  groupId: Type.Union([Type.String({ format: 'uuid' }), Type.Null()]),
});
export type CategoryGroupBody = Static<typeof CategoryGroupBody>;

/** A channel of a type (GET /content-provider/types/cpByType/{id}). */
export const CatalogueChannel = Type.Object({
  _id: Type.String(),
  clientName: Type.String(),
  image: Type.Union([Type.String(), Type.Null()]),
  isActive: Type.Union([Type.Literal(0), Type.Literal(1)]),
});
export type CatalogueChannel = Static<typeof CatalogueChannel>;

export const CatalogueItemResponse = Success(CatalogueItem);
export type CatalogueItemResponse = Static<typeof CatalogueItemResponse>;
export const CatalogueListResponse = Success(Type.Array(CatalogueItem));
export type CatalogueListResponse = Static<typeof CatalogueListResponse>;
export const CatalogueDeleteResponse = Success(
  Type.Object({
    _id: Type.String(),
    /** Channels (or, for a group, categories too) that pointed at it and now point at nothing. */
    detachedChannels: Type.Number(),
  }),
);
export type CatalogueDeleteResponse = Static<typeof CatalogueDeleteResponse>;
export const CatalogueChannelsResponse = Success(Type.Array(CatalogueChannel));
export type CatalogueChannelsResponse = Static<typeof CatalogueChannelsResponse>;

import { Type, type Static } from '@sinclair/typebox';
import { FreeText, Success } from './common';

/**
 * SPEC.md section 3, "Union link" and "Link type" (screen banners). A union link is a company's,
 * or with companyID 'All' a platform link every company shows; it sits in at most one banner. A
 * banner belongs to a channel, holds a name and an image, and has a place in the channel's order.
 */

/** The companyID a platform link shows. */
export const ALL_COMPANIES = 'All';

/** An http or https address, at most 500 characters. */
export const LINK_URL_PATTERN = '^[Hh][Tt][Tt][Pp][Ss]?://[^\\s/?#]+[^\\s]*$';

/** A banner image: up to 1 MB, judged by its content like a logo. */
export const BANNER_IMAGE_MAX_BYTES = 1024 * 1024;

export const UnionLink = Type.Object({
  _id: Type.String(),
  unionLink_name: Type.String(),
  url: Type.String(),
  benefits_description: Type.String(),
  /** The company's companyID, or 'All' for a platform link. */
  companyID: Type.String(),
  companyName: Type.Union([Type.String(), Type.Null()]),
  /** The banner the link sits in, or null. */
  linkTypeID: Type.Union([Type.String(), Type.Null()]),
  linkTypeName: Type.Union([Type.String(), Type.Null()]),
  dateCreated: Type.String(),
});
export type UnionLink = Static<typeof UnionLink>;

export const UnionLinkBody = Type.Object(
  {
    unionLink_name: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
    url: Type.String({ minLength: 1, maxLength: 500, pattern: LINK_URL_PATTERN }),
    benefits_description: Type.Optional(FreeText({ maxLength: 2000 })),
    /**
     * Whose link it is. A platform admin names a companyID or 'All' (empty: 'All'); left out, the
     * company chosen in the navbar. A company admin's links are its own company's whatever it says.
     */
    companyID: Type.Optional(Type.String({ maxLength: 100 })),
    /** The banner (of a channel of the link's company) the link sits in, or null. */
    linkTypeID: Type.Optional(Type.Union([Type.String({ format: 'uuid' }), Type.Null()])),
  },
  { additionalProperties: false },
);
export type UnionLinkBody = Static<typeof UnionLinkBody>;

export const UnionLinkResponse = Success(UnionLink);
export type UnionLinkResponse = Static<typeof UnionLinkResponse>;
export const UnionLinkListResponse = Success(Type.Array(UnionLink));
export type UnionLinkListResponse = Static<typeof UnionLinkListResponse>;
export const DeletedResponse = Success(Type.Object({ _id: Type.String() }));
export type DeletedResponse = Static<typeof DeletedResponse>;

export const Banner = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  /** The stored image's path (GET /files/{id}), or null. */
  image: Type.Union([Type.String(), Type.Null()]),
  /** The channel (content provider) it belongs to. */
  contentProviderID: Type.String(),
  /** Its place in the channel's order, from 0, with no gap. */
  order: Type.Number(),
  /** How many links it holds. */
  links: Type.Number(),
  dateCreated: Type.String(),
});
export type Banner = Static<typeof Banner>;

/** The JSON of a create or update: the multipart field "data" (JSON is read too). */
export const BannerBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
    /** Drops the stored image (an update without a new one). */
    removeImage: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type BannerBody = Static<typeof BannerBody>;

/** PUT /union-link/linktype/order/{channelId}: every banner of the channel, once, in the new order. */
export const BannerOrderBody = Type.Object(
  {
    linkTypeData: Type.Array(Type.String({ format: 'uuid' }), {
      minItems: 1,
      maxItems: 200,
      uniqueItems: true,
    }),
  },
  { additionalProperties: false },
);
export type BannerOrderBody = Static<typeof BannerOrderBody>;

export const BannerResponse = Success(Banner);
export type BannerResponse = Static<typeof BannerResponse>;
export const BannerListResponse = Success(Type.Array(Banner));
export type BannerListResponse = Static<typeof BannerListResponse>;

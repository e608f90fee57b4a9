import { Type, type Static } from '@sinclair/typebox';
import { Success } from './common';

const ChannelTypeName = Type.Union([
  Type.Literal('PRIMARY'),
  Type.Literal('HYBRID'),
  Type.Literal('DEFAULT'),
  Type.Literal('SECONDARY'),
]);

/**
 * A content provider (channel) as its list shows it: SPEC.md section 3's identity, flags and
 * counts. `channelType` is derived (contract/channelType.ts). The counts are left out when the
 * list is asked for with `noCount=true`.
 */
export const ChannelListItem = Type.Object({
  _id: Type.String(),
  clientName: Type.String(),
  contactName: Type.Union([Type.String(), Type.Null()]),
  email: Type.Union([Type.String(), Type.Null()]),
  image: Type.Union([Type.String(), Type.Null()]),
  companyID: Type.String(),
  isActive: Type.Union([Type.Literal(0), Type.Literal(1)]),
  is_local: Type.Boolean(),
  isCompanyDefault: Type.Boolean(),
  allowRegistration: Type.Boolean(),
  channelType: ChannelTypeName,
  dateCreated: Type.String(),
  /** Live app users the channel speaks to: its followers, or the whole company for the default. */
  userCount: Type.Optional(Type.Number()),
  /** Of those, the ones registered in the app. */
  registeredUserCount: Type.Optional(Type.Number()),
});
export type ChannelListItem = Static<typeof ChannelListItem>;

export const ChannelListParams = Type.Object({
  companyId: Type.String({ minLength: 1, maxLength: 100 }),
});
export const ChannelListQuery = Type.Object({
  noCount: Type.Optional(Type.Boolean()),
});
export const ChannelListResponse = Success(Type.Array(ChannelListItem));
export type ChannelListResponse = Static<typeof ChannelListResponse>;

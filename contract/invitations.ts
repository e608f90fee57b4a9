import { Type, type Static } from '@sinclair/typebox';
import { NewPassword } from './auth';
import { Email, Success } from './common';

/** What a new link lasts and admits unless its creator chooses otherwise. */
export const INVITATION_DEFAULTS = { validDays: 30, maxUses: null } as const;
export const INVITATION_LIMITS = { maxValidDays: 365, maxUses: 10_000 } as const;

/** Where a link stands, worked out from its dates and counts when it is read. */
export const INVITATION_STATUSES = ['active', 'expired', 'revoked', 'used_up'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

export const INVITATION_STATUS_LABELS: Record<InvitationStatus, string> = {
  active: 'Active',
  expired: 'Expired',
  revoked: 'Revoked',
  used_up: 'Used up',
};

/** The funnel's steps, in the order a person takes them. */
export const FUNNEL_STEPS = ['scanned', 'opened', 'registered', 'confirmed'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

/** The query a QR code's link carries, so a scan is told apart from a click. */
export const QR_VIA = 'qr';

export const InvitationLinkBody = Type.Object({
  channelID: Type.String({ format: 'uuid' }),
  validDays: Type.Optional(Type.Integer({ minimum: 1, maximum: INVITATION_LIMITS.maxValidDays })),
  /** Null or left out: no limit. */
  maxUses: Type.Optional(
    Type.Union([Type.Integer({ minimum: 1, maximum: INVITATION_LIMITS.maxUses }), Type.Null()]),
  ),
});
export type InvitationLinkBody = Static<typeof InvitationLinkBody>;

export const InvitationLinkListQuery = Type.Object({
  channelID: Type.Optional(Type.String({ format: 'uuid' })),
});
export type InvitationLinkListQuery = Static<typeof InvitationLinkListQuery>;

export const InvitationLink = Type.Object({
  _id: Type.String(),
  companyID: Type.String(),
  channelID: Type.String(),
  channelName: Type.String(),
  status: Type.Union(INVITATION_STATUSES.map((s) => Type.Literal(s))),
  validDays: Type.Integer(),
  expiresAt: Type.String({ format: 'date-time' }),
  maxUses: Type.Union([Type.Integer(), Type.Null()]),
  uses: Type.Integer(),
  revokedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  /** The full link, or null when it cannot be shown again (rotate it for a new one). */
  url: Type.Union([Type.String(), Type.Null()]),
  opened: Type.Integer(),
  scanned: Type.Integer(),
  registered: Type.Integer(),
  confirmed: Type.Integer(),
  dateCreated: Type.String({ format: 'date-time' }),
});
export type InvitationLink = Static<typeof InvitationLink>;

export const InvitationLinkResponse = Success(InvitationLink);
export type InvitationLinkResponse = Static<typeof InvitationLinkResponse>;
export const InvitationLinkListResponse = Success(Type.Array(InvitationLink));
export type InvitationLinkListResponse = Static<typeof InvitationLinkListResponse>;

/** GET /api/user/register/channel/{id}: what the invitee sees before registering. */
export const InvitationChannel = Type.Object({
  channel: Type.Object({
    _id: Type.String(),
    name: Type.String(),
    image: Type.Union([Type.String(), Type.Null()]),
  }),
  company: Type.Object({
    companyID: Type.String(),
    name: Type.String(),
    logo: Type.Union([Type.String(), Type.Null()]),
    adminColor: Type.Union([Type.String(), Type.Null()]),
  }),
  /** What the invitee becomes: an admin of this channel. */
  role: Type.Object({ userGroup: Type.Literal(2), label: Type.String() }),
  expiresAt: Type.String({ format: 'date-time' }),
});
export type InvitationChannel = Static<typeof InvitationChannel>;
export const InvitationChannelResponse = Success(InvitationChannel);
export type InvitationChannelResponse = Static<typeof InvitationChannelResponse>;

export const InvitationChannelQuery = Type.Object({
  companyID: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  via: Type.Optional(Type.String({ maxLength: 20 })),
});

const Name = Type.String({ minLength: 1, maxLength: 100 });

export const InviteRegisterBody = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 200 }),
  firstname: Name,
  lastname: Name,
  email: Email,
  phone: Type.Optional(Type.String({ maxLength: 40 })),
  password: NewPassword,
});
export type InviteRegisterBody = Static<typeof InviteRegisterBody>;

export const InviteRegisterResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  data: Type.Object({ email: Type.String() }),
});

export const InviteConfirmResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  data: Type.Object({
    email: Type.String(),
    companyID: Type.String(),
    channelName: Type.String(),
    /** The organisation's branding, for the confirmation page. */
    company: Type.Object({
      name: Type.String(),
      logo: Type.Union([Type.String(), Type.Null()]),
      adminColor: Type.Union([Type.String(), Type.Null()]),
    }),
  }),
});
export type InviteConfirmResponse = Static<typeof InviteConfirmResponse>;
export type InviteConfirm = InviteConfirmResponse['data'];

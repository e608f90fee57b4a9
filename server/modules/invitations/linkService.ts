import {
  INVITATION_DEFAULTS,
  QR_VIA,
  type InvitationLink,
  type InvitationLinkBody,
} from '../../../contract/invitations';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import type { SecretBox } from '../../lib/secretBox';
import type { Scope } from '../../plugins/tenancy';
import { createFunnelRepository, type FunnelTotals } from './funnelRepository';
import { createLinkRepository, statusOf, type LinkRead } from './linkRepository';
import { newToken } from './tokens';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface LinkServiceDeps {
  consoleUrl: string;
  secretBox: SecretBox;
  now?: () => Date;
}

const noLink = () =>
  new AppError(
    'error_link_shown_once',
    'This link cannot be shown again. Rotate it to get a new link with the same settings.',
  );

/** The admin side of invitation links: make, list, revoke and rotate them. */
export function createLinkService(db: Database, deps: LinkServiceDeps) {
  const links = createLinkRepository(db);
  const funnel = createFunnelRepository(db);
  const now = deps.now ?? (() => new Date());

  /** The link a person opens: /{companyID}/{token} on the console. */
  const urlFor = (companySlug: string, token: string) =>
    `${deps.consoleUrl}/${encodeURIComponent(companySlug)}/${token}`;

  const tokenOf = (read: LinkRead): string | null =>
    read.row.tokenSecret ? deps.secretBox.open(read.row.tokenSecret) : null;

  function view(read: LinkRead, totals: FunnelTotals): InvitationLink {
    const { row } = read;
    const token = tokenOf(read);
    return {
      _id: row.id,
      companyID: read.companySlug,
      channelID: row.channelId,
      channelName: read.channelName,
      status: statusOf(row, now()),
      validDays: row.validDays,
      expiresAt: row.expiresAt.toISOString(),
      maxUses: row.maxUses,
      uses: row.uses,
      revokedAt: row.revokedAt?.toISOString() ?? null,
      url: token ? urlFor(read.companySlug, token) : null,
      ...totals,
      dateCreated: row.dateCreated.toISOString(),
    };
  }

  async function find(scope: Scope, id: string): Promise<InvitationLink> {
    const read = await links.find(scope, id);
    if (!read) throw notFound('Invitation link');
    const totals = await funnel.totals([id]);
    return view(read, totals.get(id) ?? funnel.none());
  }

  async function create(
    scope: Scope,
    adminId: string,
    body: InvitationLinkBody,
    rotatedFrom: string | null = null,
  ): Promise<InvitationLink> {
    const channel = await links.channelInScope(scope, body.channelID);
    if (!channel) throw notFound('Channel');
    const validDays = body.validDays ?? INVITATION_DEFAULTS.validDays;
    const { token, hash } = newToken();
    const id = await links.insert({
      companyId: channel.companyId,
      channelId: channel.id,
      tokenHash: hash,
      tokenSecret: deps.secretBox.seal(token),
      validDays,
      expiresAt: new Date(now().getTime() + validDays * DAY_MS),
      maxUses: body.maxUses ?? INVITATION_DEFAULTS.maxUses,
      rotatedFrom,
      createdBy: adminId,
    });
    return find(scope, id);
  }

  return {
    async list(scope: Scope, channelId?: string): Promise<InvitationLink[]> {
      const reads = await links.list(scope, channelId);
      const totals = await funnel.totals(reads.map((read) => read.row.id));
      return reads.map((read) => view(read, totals.get(read.row.id) ?? funnel.none()));
    },

    find,
    create,

    async revoke(scope: Scope, id: string): Promise<InvitationLink> {
      const read = await links.find(scope, id);
      if (!read) throw notFound('Invitation link');
      // Revoking a revoked link changes nothing and answers it as it is.
      await links.revoke(id, now());
      return find(scope, id);
    },

    /** Revokes the link and makes a new one for the same channel with the same settings. */
    async rotate(scope: Scope, adminId: string, id: string): Promise<InvitationLink> {
      const read = await links.find(scope, id);
      if (!read) throw notFound('Invitation link');
      await links.revoke(id, now());
      return create(
        scope,
        adminId,
        {
          channelID: read.row.channelId,
          validDays: read.row.validDays,
          maxUses: read.row.maxUses,
        },
        id,
      );
    },

    /** What a QR code draws: the link with ?via=qr, and the company's logo path. */
    async qrTarget(scope: Scope, id: string): Promise<{ url: string; logo: string | null }> {
      const read = await links.find(scope, id);
      if (!read) throw notFound('Invitation link');
      const token = tokenOf(read);
      if (!token) throw noLink();
      return { url: `${urlFor(read.companySlug, token)}?via=${QR_VIA}`, logo: read.companyLogo };
    },
  };
}

export type LinkService = ReturnType<typeof createLinkService>;

import type { InvitationLink } from '../../../../contract/invitations';
import { CrudTable, type CrudColumn } from '../../../components/table/CrudTable';
import { RowAction } from '../../../components/table/RowAction';
import { formatDate } from '../../../lib/dates';
import { CopyLinkButton } from './CopyLinkButton';
import { LinkStatusBadge } from './LinkStatusBadge';

const usesOf = (link: InvitationLink) =>
  link.maxUses === null ? `${link.uses} (no limit)` : `${link.uses} of ${link.maxUses}`;

/** When the link stopped working, or will. */
function whenOf(link: InvitationLink): string {
  if (link.status === 'revoked' && link.revokedAt) return `Revoked ${formatDate(link.revokedAt)}`;
  const verb = link.status === 'expired' ? 'Expired' : 'Expires';
  return `${verb} ${formatDate(link.expiresAt)}`;
}

function LinkCell({ link }: { link: InvitationLink }) {
  if (!link.url) {
    return (
      <span className="small text-body-secondary" title="Rotate it for a new link">
        Not kept: rotate for a new one
      </span>
    );
  }
  return (
    <span className="invite-link">
      <code className="invite-link__url" title={link.url}>
        {link.url}
      </code>
      <CopyLinkButton url={link.url} label={`Copy the link to ${link.channelName}`} />
    </span>
  );
}

const COLUMNS: CrudColumn<InvitationLink>[] = [
  {
    id: 'channel',
    header: 'Channel',
    rowHeader: true,
    sortValue: (link) => link.channelName.toLowerCase(),
    cell: (link) => <span className="crud-title">{link.channelName}</span>,
  },
  { id: 'link', header: 'Link', cell: (link) => <LinkCell link={link} /> },
  {
    id: 'status',
    header: 'Status',
    sortValue: (link) => link.status,
    cell: (link) => (
      <div>
        <LinkStatusBadge status={link.status} />
        <div className="small text-body-secondary text-nowrap mt-1">{whenOf(link)}</div>
      </div>
    ),
  },
  { id: 'uses', header: 'Uses', className: 'text-nowrap', sortValue: (l) => l.uses, cell: usesOf },
  {
    id: 'opened',
    header: 'Opened',
    align: 'end',
    sortValue: (link) => link.opened,
    cell: (link) => (link.scanned ? `${link.opened} (${link.scanned} by QR)` : link.opened),
  },
  {
    id: 'registered',
    header: 'Registered',
    align: 'end',
    sortValue: (link) => link.registered,
    cell: (link) => link.registered,
  },
];

interface InvitationLinksTableProps {
  links: readonly InvitationLink[];
  page: number;
  busy: boolean;
  onQr: (link: InvitationLink) => void;
  onRotate: (link: InvitationLink) => void;
  onRevoke: (link: InvitationLink) => void;
}

export function InvitationLinksTable({
  links,
  page,
  busy,
  onQr,
  onRotate,
  onRevoke,
}: InvitationLinksTableProps) {
  return (
    <CrudTable
      caption="Invitation links"
      rows={links}
      columns={COLUMNS}
      rowId={(link) => link._id}
      page={page}
      busy={busy}
      actions={(link) => (
        <span className="d-inline-flex gap-1">
          {link.url && link.status === 'active' && (
            <RowAction
              icon="bi-qr-code"
              label={`QR code of the link to ${link.channelName}`}
              title="QR code"
              onClick={() => onQr(link)}
            />
          )}
          {link.status !== 'revoked' && (
            <RowAction
              icon="bi-arrow-repeat"
              label={`Rotate the link to ${link.channelName}`}
              title="Rotate"
              onClick={() => onRotate(link)}
            />
          )}
          {(link.status === 'active' || link.status === 'used_up') && (
            <RowAction
              icon="bi-x-circle"
              label={`Revoke the link to ${link.channelName}`}
              title="Revoke"
              danger
              onClick={() => onRevoke(link)}
            />
          )}
        </span>
      )}
    />
  );
}

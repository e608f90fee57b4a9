import type { InvitationChannel } from '../../../../contract/invitations';
import { assetUrl } from '../../../lib/assetUrl';

/** The channel an invitation is for and what the invitee becomes there. */
export function ChannelSummary({ invitation }: { invitation: InvitationChannel }) {
  const image = assetUrl(invitation.channel.image);
  return (
    <div className="invite-channel">
      {image ? (
        <img className="invite-channel__image" src={image} alt="" />
      ) : (
        <span className="invite-channel__image" aria-hidden="true">
          <i className="bi bi-broadcast" />
        </span>
      )}
      <div>
        <div className="fw-semibold">{invitation.channel.name}</div>
        <div className="small text-body-secondary">You will become: {invitation.role.label}</div>
      </div>
    </div>
  );
}

import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import { inviteAccent } from './inviteAccent';
import { assetUrl } from '../../../lib/assetUrl';
import './Invitation.css';

export interface InviteBrand {
  name: string;
  logo: string | null;
  color: string | null;
}

interface InviteCardProps {
  title: string;
  brand: InviteBrand | null;
  children: ReactNode;
}

/** The invitation's card, in the organisation's logo and colour once they are known. */
export function InviteCard({ title, brand, children }: InviteCardProps) {
  const style = inviteAccent(brand?.color);
  const logo = assetUrl(brand?.logo);
  return (
    <main className="auth-page invite-page">
      <Card
        className={`auth-card invite-card shadow-sm${style ? ' invite-card--branded' : ''}`}
        style={style}
      >
        <Card.Body className="p-4 p-sm-5">
          <div className="invite-brand">
            {logo ? (
              <img className="invite-logo" src={logo} alt={brand?.name ?? ''} />
            ) : (
              <p className="wordmark mb-0">{brand?.name ?? 'Tidings'}</p>
            )}
          </div>
          <h1 className="h4 mb-3">{title}</h1>
          {children}
        </Card.Body>
      </Card>
    </main>
  );
}

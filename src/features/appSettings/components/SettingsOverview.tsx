import Card from 'react-bootstrap/Card';
import { Link } from 'react-router-dom';
import { SCREEN_NAMES, SETTING_SCREENS } from '../settingForms';

/** The other-settings screens of groups 1 and 4 (SPEC.md section 2), built beside this one. */
const MORE_SCREENS = [
  {
    to: '/other-settings/replica-builds',
    title: 'Replica Builds',
    description: 'Builds of the app under another name and look.',
    icon: 'bi-files',
  },
  {
    to: '/other-settings/auxiliary-builds',
    title: 'Auxiliary Builds',
    description: 'Extra builds of the app and their status.',
    icon: 'bi-boxes',
  },
  {
    to: '/other-settings/provisioning',
    title: 'Provisioning Settings',
    description: 'How new organisations are provisioned.',
    icon: 'bi-diagram-3',
  },
  {
    to: '/other-settings/stripe',
    title: 'Card Payments (Stripe)',
    description: 'The card payment provider account.',
    icon: 'bi-credit-card',
  },
  {
    to: '/other-settings/invitation-links',
    title: 'Invitation Links',
    description: 'Links and QR codes that make new channel admins.',
    icon: 'bi-qr-code',
  },
];

function ScreenCard({ to, title, description, icon }: (typeof MORE_SCREENS)[number]) {
  return (
    <li className="col-12 col-sm-6">
      <Link to={to} className="settings-card-link d-block h-100">
        <Card className="h-100">
          <Card.Body className="d-flex gap-3">
            <i className={`bi ${icon} fs-3 text-primary`} aria-hidden="true" />
            <span>
              <span className="fw-semibold d-block">{title}</span>
              <span className="small text-body-secondary">{description}</span>
            </span>
          </Card.Body>
        </Card>
      </Link>
    </li>
  );
}

/** Every app setting as a card to open, and for organisation admins the screens beside them. */
export function SettingsOverview({
  organisation,
  channel = null,
}: {
  organisation: boolean;
  /** The channel whose own values an organisation admin edits, kept in the links. */
  channel?: string | null;
}) {
  const channelQuery = channel ? `&channel=${encodeURIComponent(channel)}` : '';
  return (
    <>
      <h2 className="h5">App settings</h2>
      <ul className="row g-3 list-unstyled mb-4">
        {SCREEN_NAMES.map((name) => (
          <ScreenCard
            key={name}
            to={`/other-settings?setting=${name}${channelQuery}`}
            {...SETTING_SCREENS[name]}
          />
        ))}
      </ul>
      {organisation && (
        <>
          <h2 className="h5">Builds, provisioning, payments and invitations</h2>
          <ul className="row g-3 list-unstyled mb-4">
            {MORE_SCREENS.map((screen) => (
              <ScreenCard key={screen.to} {...screen} />
            ))}
          </ul>
        </>
      )}
    </>
  );
}

import type { CSSProperties } from 'react';
import { SOCIAL_NETWORKS } from '../../../../contract/appSettings';
import { PhoneFrame } from '../../../components/phone/PhoneFrame';
import { NETWORK_ICONS, previewModel } from '../previewModel';
import './AppSettings.css';

interface AppPhonePreviewProps {
  /** The settings as the app would read them: the draft, with the value being edited over it. */
  settings: Readonly<Record<string, unknown>>;
  appName: string;
}

/**
 * The app's home screen as the app shows it with these settings: its menu bar, the modules in
 * their order and layout, the colours, the date format, social links and the invitation.
 */
export function AppPhonePreview({ settings, appName }: AppPhonePreviewProps) {
  const model = previewModel(settings);
  const style = {
    '--app-primary': model.colors.primary,
    '--app-accent': model.colors.accent,
    '--app-bg': model.colors.background,
    '--app-text': model.colors.text,
    '--app-menu-bg': model.colors.menuBackground,
    '--app-menu-text': model.colors.menuText,
  } as CSSProperties;
  const tabs = model.layout === 'tabs' ? model.modules.slice(0, 4) : [];
  return (
    <PhoneFrame
      label="Preview of the app's home screen"
      caption="Follows your edits before they are saved or published."
      screenStyle={style}
      screenClassName={`app-screen app-text-${model.display.textSize}`}
    >
      <header className="app-bar" data-testid="preview-menu-bar">
        <i className="bi bi-list" aria-hidden="true" />
        <span className="app-bar-title text-truncate">{appName}</span>
        <i className="bi bi-bell" aria-hidden="true" />
      </header>
      <p className="app-when mb-0" data-testid="preview-date">
        {model.when}
      </p>
      <ol
        className={`app-modules app-modules-${model.layout}`}
        aria-label="Home screen modules"
        data-testid="preview-modules"
      >
        {model.modules.map((module, index) => (
          <li
            key={module.id}
            className={`app-module${index === 0 ? ' app-module-first' : ''}`}
            data-module={module.id}
          >
            <i className={`bi ${module.icon}`} aria-hidden="true" />
            <span>{module.label}</span>
          </li>
        ))}
        {model.modules.length === 0 && <li className="app-module-empty">No module shown</li>}
      </ol>
      {model.tags.length > 0 && (
        <p className="app-tags mb-0" aria-label="Tags">
          {model.tags.slice(0, 6).map((tag) => (
            <span key={tag} className="app-tag">
              {tag}
            </span>
          ))}
        </p>
      )}
      {(model.shortcuts.showInvitationLink || model.shortcuts.showQrCode) && (
        <div className="app-invite" aria-label="Invitation">
          {model.shortcuts.showQrCode && <i className="bi bi-qr-code fs-4" aria-hidden="true" />}
          <span className="text-truncate">
            {model.shortcuts.invitationText.trim() || 'Invite a friend'}
          </span>
          {model.shortcuts.showInvitationLink && (
            <span className="app-invite-link">Share link</span>
          )}
        </div>
      )}
      {model.social.length > 0 && (
        <ul className="app-social" aria-label="Social links">
          {model.social.map((link) => (
            <li key={link.network} title={SOCIAL_NETWORKS[link.network]}>
              <i className={`bi ${NETWORK_ICONS[link.network]}`} aria-hidden="true" />
              <span className="visually-hidden">{SOCIAL_NETWORKS[link.network]}</span>
            </li>
          ))}
        </ul>
      )}
      {tabs.length > 0 && (
        <nav className="app-tabbar" aria-label="Tab bar">
          {tabs.map((module) => (
            <span key={module.id}>
              <i className={`bi ${module.icon}`} aria-hidden="true" />
              <span className="visually-hidden">{module.label}</span>
            </span>
          ))}
        </nav>
      )}
    </PhoneFrame>
  );
}

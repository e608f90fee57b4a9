import { USER_GROUP, USER_GROUPS } from '../../../../contract/adminGroups';
import { ADMIN_MENU_ITEMS, placeAdminMenu } from '../../../../contract/adminMenu';
import { adminMenuOf, type LinkRow, type MenuRow } from './branding';
import {
  DEFAULT_ADMIN_COLOR,
  DEFAULT_MENU_COLOR,
  mutedTextOn,
  parseHex,
  readableTextOn,
  toHex,
} from '../../../lib/color';

interface BrandPreviewProps {
  name: string;
  logo: string | null;
  adminColor: string;
  menuColor: string;
  copyright: string;
  featuredLinks: readonly LinkRow[];
  /** The admin menu override being edited. */
  adminMenu: readonly MenuRow[];
}

interface PreviewItem {
  id: string;
  name: string;
  icon: string;
  groups: readonly number[];
}

/**
 * The menu's top-level items as an organisation admin (group 4) gets them with this override:
 * the shell's rule (contract/adminMenu.ts), renamed items first, own links with an address only.
 */
export function previewMenu(rows: readonly MenuRow[]): PreviewItem[] {
  return placeAdminMenu<PreviewItem>(
    ADMIN_MENU_ITEMS,
    adminMenuOf(rows).filter((entry) => entry.name),
    (item, entry) => ({ ...item, name: entry.name, icon: entry.icon ?? item.icon }),
    (entry) =>
      entry.url
        ? {
            id: entry.id,
            name: entry.name,
            icon: entry.icon ?? 'bi-link-45deg',
            groups: USER_GROUPS,
          }
        : null,
  ).filter((item) => item.groups.includes(USER_GROUP.admin));
}

/** The console's navbar, sidebar and footer in the colours and logo being edited. */
export function BrandPreview({
  name,
  logo,
  adminColor,
  menuColor,
  copyright,
  featuredLinks,
  adminMenu,
}: BrandPreviewProps) {
  const brand = parseHex(adminColor) ?? parseHex(DEFAULT_ADMIN_COLOR);
  const menu = parseHex(menuColor) ?? parseHex(DEFAULT_MENU_COLOR);
  const menuText = menu ? readableTextOn(menu) : null;
  const links = featuredLinks.filter((link) => link.name.trim());
  return (
    <figure className="brand-preview mb-0" aria-label="Preview of the console in this branding">
      <div className="brand-preview-navbar">
        {logo ? (
          <img src={logo} alt={`${name || 'Organization'} logo`} className="brand-preview-logo" />
        ) : (
          <span className="fw-semibold text-truncate">{name || 'Organization'}</span>
        )}
        <span className="brand-preview-user" aria-hidden="true">
          <i className="bi bi-person-circle" />
        </span>
      </div>
      <div className="brand-preview-body">
        <div
          className="brand-preview-sidebar"
          data-testid="preview-sidebar"
          style={{
            background: menu ? toHex(menu) : undefined,
            color: menuText ? toHex(menuText) : undefined,
          }}
        >
          <ul className="list-unstyled mb-0" aria-label="Menu">
            {previewMenu(adminMenu).map((item, index) => (
              <li
                key={item.id}
                className={index === 0 ? 'is-active' : undefined}
                style={
                  index === 0 && brand
                    ? { background: toHex(brand), color: toHex(readableTextOn(brand)) }
                    : undefined
                }
              >
                <i className={`bi ${item.icon}`} aria-hidden="true" /> {item.name}
              </li>
            ))}
          </ul>
          {links.length > 0 && (
            <>
              <p
                className="brand-preview-heading"
                style={
                  menu && menuText ? { color: toHex(mutedTextOn(menu, menuText, 0.62)) } : undefined
                }
              >
                Links
              </p>
              <ul className="list-unstyled mb-0">
                {links.map((link, index) => (
                  <li key={index}>
                    <i className="bi bi-link-45deg" aria-hidden="true" /> {link.name}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
        <div className="brand-preview-main">
          <div className="brand-preview-card" />
          <span
            className="brand-preview-button"
            style={
              brand ? { background: toHex(brand), color: toHex(readableTextOn(brand)) } : undefined
            }
          >
            Send message
          </span>
          <div className="brand-preview-footer">
            {copyright.trim() || `© ${new Date().getFullYear()} Tidings`}
          </div>
        </div>
      </div>
      <figcaption className="small text-body-secondary mt-2">
        Preview of the console in these colours.
      </figcaption>
    </figure>
  );
}

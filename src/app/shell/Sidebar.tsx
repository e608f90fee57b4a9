import { useId, useRef } from 'react';
import type { FeaturedLink } from '../../../contract/auth';
import type { MenuItem } from '../../routes/menuTypes';
import { ExternalLink, SidebarMenu } from './SidebarMenu';
import { useDrawerFocus } from '../../components/ui/useDrawerFocus';
import { useSwipeDrawer } from '../../components/ui/useSwipeDrawer';

interface SidebarProps {
  id: string;
  items: readonly MenuItem[];
  featuredLinks: readonly FeaturedLink[];
  /** Below 1200 px the sidebar is a drawer, open or closed; above, it always shows. */
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
}

function FeaturedLinks({ links }: { links: readonly FeaturedLink[] }) {
  const titleId = useId();
  return (
    <section className="sidebar-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="sidebar-title">
        Links
      </h2>
      <ul className="sidebar-menu">
        {links.map((link) => (
          <li key={`${link.name}-${link.url}`} className="sidebar-item">
            <ExternalLink href={link.url}>
              <i className="sidebar-icon bi bi-link-45deg" aria-hidden="true" />
              <span className="sidebar-label">{link.name}</span>
            </ExternalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Sidebar({ id, items, featuredLinks, open, onOpen, onClose }: SidebarProps) {
  const drawer = useRef<HTMLElement>(null);
  useSwipeDrawer({ open, onOpen, onClose });
  useDrawerFocus(drawer, open, onClose);

  return (
    <>
      <aside
        id={id}
        ref={drawer}
        tabIndex={-1}
        className={`app-sidebar${open ? ' is-open' : ''}`}
        aria-label="Sidebar"
      >
        <div className="sidebar-drawer-header">
          <button
            type="button"
            className="btn sidebar-close"
            aria-label="Close navigation"
            onClick={onClose}
          >
            <i className="bi bi-x-lg" aria-hidden="true" />
          </button>
        </div>
        <nav aria-label="Main menu" className="sidebar-nav">
          <SidebarMenu items={items} />
          {featuredLinks.length > 0 && <FeaturedLinks links={featuredLinks} />}
        </nav>
      </aside>
      {open && (
        <div className="app-sidebar-overlay" data-testid="drawer-overlay" onClick={onClose} />
      )}
    </>
  );
}

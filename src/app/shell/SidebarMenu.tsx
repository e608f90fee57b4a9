import { useId, useMemo, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { MenuItem } from '../../routes/menuTypes';
import { hasActiveDescendant, isExternalItem, isUrlActive, menuUrls } from './menuActive';
import { menuIconClass } from './menuIcon';

interface Place {
  pathname: string;
  search: string;
}

interface EntryProps {
  item: MenuItem;
  place: Place;
  allUrls: readonly string[];
}

function ItemLabel({ item }: { item: MenuItem }) {
  return (
    <>
      <i className={`sidebar-icon ${menuIconClass(item.icon)}`} aria-hidden="true" />
      <span className="sidebar-label">{item.name}</span>
    </>
  );
}

export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a className="sidebar-link" href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <i className="bi bi-box-arrow-up-right sidebar-external" aria-hidden="true" />
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

function MenuGroup({ item, place, allUrls }: EntryProps) {
  const listId = useId();
  const containsActive = hasActiveDescendant(item, place, allUrls);
  // null until the user toggles: the group then follows the current route.
  const [toggled, setToggled] = useState<boolean | null>(null);
  const expanded = toggled ?? containsActive;

  return (
    <li className="sidebar-item">
      <button
        type="button"
        className={`sidebar-link sidebar-group-toggle${containsActive ? ' contains-active' : ''}`}
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setToggled(!expanded)}
      >
        <ItemLabel item={item} />
        <i className="bi bi-chevron-down sidebar-chevron" aria-hidden="true" />
      </button>
      <ul id={listId} className="sidebar-submenu" hidden={!expanded}>
        {(item.children ?? []).map((child) => (
          <MenuEntry key={child.id} item={child} place={place} allUrls={allUrls} />
        ))}
      </ul>
    </li>
  );
}

function MenuEntry({ item, place, allUrls }: EntryProps) {
  if (item.separator) return <li className="sidebar-separator" aria-hidden="true" />;
  if (item.spacer) return <li className="sidebar-spacer" aria-hidden="true" />;
  if (item.title) return <li className="sidebar-title">{item.name}</li>;
  if (item.children?.length) return <MenuGroup item={item} place={place} allUrls={allUrls} />;
  if (!item.url) return null;

  if (isExternalItem(item)) {
    return (
      <li className="sidebar-item">
        <ExternalLink href={item.url}>
          <ItemLabel item={item} />
        </ExternalLink>
      </li>
    );
  }

  const active = isUrlActive(item.url, place, allUrls);
  return (
    <li className="sidebar-item">
      <Link
        to={item.url}
        className={`sidebar-link${active ? ' active' : ''}`}
        aria-current={active ? 'page' : undefined}
      >
        <ItemLabel item={item} />
      </Link>
    </li>
  );
}

export function SidebarMenu({ items }: { items: readonly MenuItem[] }) {
  const { pathname, search } = useLocation();
  const place = { pathname, search };
  // One list per menu, so the per-url work of menuActive.ts is kept across renders.
  const allUrls = useMemo(() => menuUrls(items), [items]);

  return (
    <ul className="sidebar-menu">
      {items.map((item) => (
        <MenuEntry key={item.id} item={item} place={place} allUrls={allUrls} />
      ))}
    </ul>
  );
}

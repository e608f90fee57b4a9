import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FeaturedLink } from '../../../contract/auth';
import { renderApp } from '../../../tests/render';
import type { MenuItem } from '../../routes/menuTypes';
import { Sidebar } from './Sidebar';

const ALL = [1, 2, 4, 5];

const MENU: MenuItem[] = [
  { id: 'home', name: 'Home', icon: 'bi-house', url: '/dashboard', userGroups: ALL },
  { id: 'sep-1', name: '', icon: '', separator: true, userGroups: ALL },
  { id: 'title-people', name: 'People', icon: '', title: true, userGroups: ALL },
  {
    id: 'users',
    name: 'Users',
    icon: 'people',
    userGroups: ALL,
    children: [
      { id: 'users-list', name: 'List', icon: '', url: '/users', userGroups: ALL },
      { id: 'users-groups', name: 'Groups', icon: '', url: '/users/groups', userGroups: ALL },
    ],
  },
  { id: 'spacer-1', name: '', icon: '', spacer: true, userGroups: ALL },
  {
    id: 'settings',
    name: 'Settings',
    icon: 'gear',
    userGroups: ALL,
    children: [
      {
        id: 's-security',
        name: 'Security',
        icon: '',
        url: '/other-settings?setting=security',
        userGroups: ALL,
      },
      {
        id: 's-tags',
        name: 'Tags',
        icon: '',
        url: '/other-settings?setting=tags',
        userGroups: ALL,
      },
    ],
  },
  {
    id: 'help',
    name: 'Help centre',
    icon: 'question-circle',
    url: 'https://help.tidings.test',
    external: true,
    userGroups: ALL,
  },
];

function renderSidebar(route: string, featuredLinks: FeaturedLink[] = []) {
  return renderApp(
    <Sidebar
      id="sidebar"
      items={MENU}
      featuredLinks={featuredLinks}
      open={false}
      onOpen={() => undefined}
      onClose={() => undefined}
    />,
    { route },
  );
}

const mainMenu = () => within(screen.getByRole('navigation', { name: 'Main menu' }));

describe('Sidebar', () => {
  it('renders links, titles, separators and spacers of the given menu', () => {
    renderSidebar('/dashboard');

    expect(mainMenu().getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/dashboard');
    expect(mainMenu().getByText('People')).toHaveClass('sidebar-title');
    const aside = screen.getByRole('complementary', { name: 'Sidebar' });
    expect(aside.querySelectorAll('.sidebar-separator')).toHaveLength(1);
    expect(aside.querySelectorAll('.sidebar-spacer')).toHaveLength(1);
  });

  it('highlights the link of the current route', () => {
    renderSidebar('/dashboard');

    expect(mainMenu().getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });

  it('expands and collapses an item with children', async () => {
    const { user } = renderSidebar('/dashboard');
    const toggle = mainMenu().getByRole('button', { name: 'Users' });

    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(mainMenu().queryByRole('link', { name: 'List' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(mainMenu().getByRole('link', { name: 'List' })).toHaveAttribute('href', '/users');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(mainMenu().queryByRole('link', { name: 'List' })).not.toBeInTheDocument();
  });

  it('opens the group of the current route and marks only the exact child', () => {
    renderSidebar('/users/groups');

    expect(mainMenu().getByRole('button', { name: 'Users' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(mainMenu().getByRole('link', { name: 'Groups' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(mainMenu().getByRole('link', { name: 'List' })).not.toHaveAttribute('aria-current');
  });

  it('tells children apart by their query parameter', () => {
    renderSidebar('/other-settings?setting=tags');

    expect(mainMenu().getByRole('link', { name: 'Tags' })).toHaveAttribute('aria-current', 'page');
    expect(mainMenu().getByRole('link', { name: 'Security' })).not.toHaveAttribute('aria-current');
  });

  it('opens external items in a new tab', () => {
    renderSidebar('/dashboard');

    const help = mainMenu().getByRole('link', { name: /Help centre/ });
    expect(help).toHaveAttribute('href', 'https://help.tidings.test');
    expect(help).toHaveAttribute('target', '_blank');
    expect(help.getAttribute('rel')).toContain('noopener');
    expect(help).toHaveAccessibleName('Help centre (opens in a new tab)');
  });

  it('lists featured links under Links, opening in a new tab', () => {
    renderSidebar('/dashboard', [
      { name: 'Union website', url: 'https://union.example' },
      { name: 'Benefits', url: 'https://benefits.example' },
    ]);

    const links = within(screen.getByRole('region', { name: 'Links' }));
    const website = links.getByRole('link', { name: /Union website/ });
    expect(website).toHaveAttribute('href', 'https://union.example');
    expect(website).toHaveAttribute('target', '_blank');
    expect(website.getAttribute('rel')).toContain('noopener');
    expect(links.getAllByRole('link')).toHaveLength(2);
  });

  it('has no Links section without featured links', () => {
    renderSidebar('/dashboard');

    expect(screen.queryByRole('region', { name: 'Links' })).not.toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { UserGroup } from '../contract/userGroups';
import type { MobileUser } from '../contract/mobileUsers';
import { buildMobileUser, buildProfile, buildUserGroup } from './factories';
import { appUsers } from './msw/appUsersStore';
import { renderApp } from './render';

/** Seeds `count` app users (made by `build` from their index) into the MSW store. */
export function seedUsers(
  count: number,
  build: (index: number) => Partial<MobileUser> = () => ({}),
) {
  const users = Array.from({ length: count }, (_, index) => buildMobileUser(build(index)));
  appUsers.users.push(...users);
  return users;
}

export function seedGroups(...names: string[]): UserGroup[] {
  const groups = names.map((name) => buildUserGroup({ name }));
  appUsers.groups.push(...groups);
  return groups;
}

/** Renders `Page` at `route` (matching `path`) for a signed-in company admin. */
export function renderPage(Page: ComponentType, path: string, route = path) {
  return renderApp(
    [
      { path, element: <Page /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { route, user: buildProfile({ userGroup: 4 }) },
  );
}

/** The table's body rows, once they have loaded. */
export async function bodyRows(tableName: string) {
  const table = await screen.findByRole('table', { name: tableName });
  const [, body] = within(table).getAllByRole('rowgroup');
  if (!body) throw new Error(`${tableName} has no body`);
  return within(body).getAllByRole('row');
}

/** A counter tile's value by its label. */
export function counterValue(label: string): string {
  const counters = within(screen.getByRole('list', { name: 'User counts' }));
  const tile = counters.getByText(label).closest('li');
  return tile?.querySelector('.user-counter-value')?.textContent ?? '';
}

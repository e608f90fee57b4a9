import type { ComponentType } from 'react';
import type { RouteFields } from './routeTypes';

const placeholder = () => import('./PlaceholderPage').then((m) => m.PlaceholderPage);

/**
 * A route as a feature's routes.ts declares it. Its id and parent keep their literal types, so
 * routeTable.ts can derive RouteId from the declarations and check every parent against it.
 */
export interface DeclaredRoute<
  Id extends string,
  Parent extends string = never,
> extends RouteFields {
  id: Id;
  parent?: Parent;
  page: () => Promise<ComponentType>;
}

type RouteInput<Id extends string, Parent extends string> = Omit<
  DeclaredRoute<Id, Parent>,
  'access' | 'page'
> &
  Partial<Pick<DeclaredRoute<Id, Parent>, 'page'>>;

/** Public; a signed-in user is sent on. */
export const guest = <Id extends string, Parent extends string = never>(
  route: RouteInput<Id, Parent>,
): DeclaredRoute<Id, Parent> => ({ page: placeholder, ...route, access: 'guest' });

/** Anyone, signed in or not. */
export const open = <Id extends string, Parent extends string = never>(
  route: RouteInput<Id, Parent>,
): DeclaredRoute<Id, Parent> => ({ page: placeholder, ...route, access: 'open' });

/** Needs a session; renders inside the shell. */
export const shell = <Id extends string, Parent extends string = never>(
  route: RouteInput<Id, Parent>,
): DeclaredRoute<Id, Parent> => ({ page: placeholder, ...route, access: 'private' });

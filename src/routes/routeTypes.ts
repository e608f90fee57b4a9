import type { ComponentType } from 'react';
import type { AccessKey } from '../../contract/accessKeys';
import type { RouteId } from './routeTable';

export type { RouteId };

/**
 * guest: public, and a signed-in user is sent on (to the redirect target or /).
 * private: needs a session and renders inside the shell. open: anyone, signed in or not.
 */
export type RouteAccess = 'guest' | 'private' | 'open';

/** Names one screen by a query value: /upload-file/list?type=video is Video Management. */
export interface QueryNames {
  param: string;
  names: Readonly<Record<string, string>>;
  /** A sentence added to the route's description for the screen a value names. */
  descriptions?: Readonly<Record<string, string>>;
}

/**
 * What a route says about itself, apart from how it is named in code. What its screen is for
 * is in routeDescriptions.ts, out of the first download.
 */
export interface RouteFields {
  /** The human name the breadcrumbs show. */
  name: string;
  path: string;
  access: RouteAccess;
  /** Any one of these keys opens the route (see access.ts); none: every signed-in admin. */
  accessKeys?: readonly AccessKey[];
  /** Only platform admins may open it, whatever keys a role holds (the API checks the same). */
  platformOnly?: boolean;
  queryNames?: QueryNames;
}

/**
 * `id` names the route wherever code looks it up (menu, breadcrumb parents, access lists);
 * `parent` is the id of the route the breadcrumbs show before this one.
 */
export interface RouteBase<Id extends string = RouteId> extends RouteFields {
  id: Id;
  parent?: Id;
}

export interface PageRoute<Id extends string = RouteId> extends RouteBase<Id> {
  page: () => Promise<ComponentType>;
}

export interface RedirectRoute<Id extends string = RouteId> extends RouteBase<Id> {
  redirectTo: string;
}

export type RouteEntry<Id extends string = RouteId> = PageRoute<Id> | RedirectRoute<Id>;

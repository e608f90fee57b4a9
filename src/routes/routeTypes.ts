import type { ComponentType } from 'react';
import type { AccessKey } from '../../contract/accessKeys';

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

export interface RouteBase {
  /** The human name: breadcrumbs show it and the messaging-only allow-list matches it. */
  name: string;
  path: string;
  access: RouteAccess;
  /** Any one of these keys opens the route (see access.ts); none: every signed-in admin. */
  accessKeys?: readonly AccessKey[];
  /** Only platform admins may open it, whatever keys a role holds (the API checks the same). */
  platformOnly?: boolean;
  /** One sentence on what the screen is for; placeholder pages show it. */
  description: string;
  /** The name of the route the breadcrumbs show before this one. */
  parent?: string;
  queryNames?: QueryNames;
}

export interface PageRoute extends RouteBase {
  page: () => Promise<ComponentType>;
}

export interface RedirectRoute extends RouteBase {
  redirectTo: string;
}

export type RouteEntry = PageRoute | RedirectRoute;

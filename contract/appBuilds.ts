import { Type, type Static } from '@sinclair/typebox';
import { FreeText, Success } from './common';

/** The largest app icon a build form or the public provisioning form takes. */
export const APP_ICON_MAX_BYTES = 512 * 1024;

/** A store version: numbers and dots ("3.12.0"), or empty while none is out. */
const Version = Type.String({ maxLength: 20, pattern: '^([0-9]+(\\.[0-9]+){0,3})?$' });
/** An https or http address, or empty. */
const WebUrlOrEmpty = Type.String({ maxLength: 500, pattern: '^(https?://[^\\s]+)?$' });
/** A custom scheme or web address the app opens from ("acmeunion://", "https://go.acme.org/app"). */
const DeepLink = Type.String({ maxLength: 300, pattern: '^([a-zA-Z][a-zA-Z0-9+.-]*://[^\\s]*)?$' });

/**
 * Schemes the browser or the phone acts on itself, never an app's own: a deep link of one of
 * them would run a script, show a page or dial instead of opening the app (docs/decisions.md,
 * "App builds and provisioning").
 */
const NOT_AN_APP_SCHEME = new Set([
  'http',
  'javascript',
  'vbscript',
  'data',
  'file',
  'about',
  'blob',
  'filesystem',
  'view-source',
  'ftp',
  'ws',
  'wss',
  'mailto',
  'tel',
  'sms',
  'intent',
  'content',
  'chrome',
]);

/**
 * What is wrong with a deep link, or null: it must be https (an app link, which opens the app
 * or its web page) or the app's own custom scheme ("acmeunion://open"); empty is none.
 */
export function deepLinkProblem(link: string): string | null {
  if (link === '') return null;
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):\/\//.exec(link)?.[1]?.toLowerCase();
  if (!scheme) return "must start with https:// or the app's own scheme, such as acmeunion://";
  if (NOT_AN_APP_SCHEME.has(scheme)) {
    return `may not use ${scheme}://, which the browser or phone runs itself: use https:// or the app's own scheme`;
  }
  return null;
}

/**
 * The secrets of a replica build, by field: each is stored sealed and answered only as its
 * last characters ("••••3f9a"), or null while none is set.
 */
export const REPLICA_SECRET_FIELDS = ['androidAPN', 'iosAPN', 'iosIAS', 'webAPIKey'] as const;
export type ReplicaSecretField = (typeof REPLICA_SECRET_FIELDS)[number];

const Masked = Type.Union([Type.String(), Type.Null()], {
  description: 'The last characters of the stored secret behind a mask, or null when none is set',
});

/** SPEC.md section 3, "Replica build". */
export const ReplicaBuild = Type.Object({
  id: Type.String(),
  name: Type.String(),
  companyID: Type.String(),
  iosVersion: Type.String(),
  androidVersion: Type.String(),
  iosAppUrl: Type.String(),
  androidAppUrl: Type.String(),
  androidAPN: Masked,
  iosAPN: Masked,
  iosIAS: Masked,
  deepLink: Type.String(),
  webAPIKey: Masked,
  /** The app icon (GET /files/{id}), or null. */
  icon: Type.Union([Type.String(), Type.Null()]),
  channels: Type.Array(Type.Object({ _id: Type.String(), clientName: Type.String() })),
  dateCreated: Type.String(),
  dateUpdated: Type.String(),
});
export type ReplicaBuild = Static<typeof ReplicaBuild>;

/**
 * A replica build's form (the JSON in the multipart field "data"). Creating needs `name`; a
 * change sets only the fields it carries (one sent empty is cleared, one left out is kept). A
 * secret left out or empty keeps the stored one; `channels` is the whole list of the build's
 * channels.
 */
export const ReplicaBuildBody = Type.Object({
  name: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  iosVersion: Type.Optional(Version),
  androidVersion: Type.Optional(Version),
  iosAppUrl: Type.Optional(WebUrlOrEmpty),
  androidAppUrl: Type.Optional(WebUrlOrEmpty),
  deepLink: Type.Optional(DeepLink),
  androidAPN: Type.Optional(Type.String({ maxLength: 4096 })),
  /** An APNs key (.p8) spans lines. */
  iosAPN: Type.Optional(FreeText({ maxLength: 4096 })),
  iosIAS: Type.Optional(Type.String({ maxLength: 200 })),
  webAPIKey: Type.Optional(Type.String({ maxLength: 500 })),
  channels: Type.Optional(
    Type.Array(Type.String({ format: 'uuid' }), { maxItems: 500, uniqueItems: true }),
  ),
  removeIcon: Type.Optional(Type.Boolean()),
});
export type ReplicaBuildBody = Static<typeof ReplicaBuildBody>;

export const ReplicaBuildResponse = Success(ReplicaBuild);
export type ReplicaBuildResponse = Static<typeof ReplicaBuildResponse>;
export const ReplicaBuildListResponse = Success(Type.Array(ReplicaBuild));
export type ReplicaBuildListResponse = Static<typeof ReplicaBuildListResponse>;

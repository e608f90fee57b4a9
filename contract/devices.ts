import { Type, type Static } from '@sinclair/typebox';
import { Success } from './common';
import { LanguageTag } from './languageTag';

/** The platforms an app installation reports; the push provider follows from it. */
export const DEVICE_PLATFORMS = ['ios', 'android', 'web'] as const;
export type DevicePlatform = (typeof DEVICE_PLATFORMS)[number];

/** An FCM registration token or an APNs device token: printable, no spaces. */
const PushToken = Type.String({ minLength: 8, maxLength: 4096, pattern: '^[\\x21-\\x7E]+$' });

export const RegisterDeviceBody = Type.Object(
  {
    pushToken: PushToken,
    platform: Type.Union(DEVICE_PLATFORMS.map((p) => Type.Literal(p))),
    /** The app's version as the app names it ("4.2.0 (311)"). */
    appVersion: Type.String({ minLength: 1, maxLength: 40 }),
    /**
     * The phone's IANA time zone ("America/Chicago"): the recipient's clock for quiet hours and
     * caps. A zone the database does not know is dropped (the user's place or company decides).
     */
    timeZone: Type.Optional(
      Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z][A-Za-z0-9_+\\-/]*$' }),
    ),
    /**
     * The language the member chose in the app (a tag of contract/languages.ts, any case): the
     * messages they get are in it. An unlisted tag is refused; left out, the language stays.
     */
    language: Type.Optional(LanguageTag),
  },
  { additionalProperties: false },
);
export type RegisterDeviceBody = Static<typeof RegisterDeviceBody>;

export const RemoveDeviceBody = Type.Object(
  { pushToken: PushToken },
  { additionalProperties: false },
);
export type RemoveDeviceBody = Static<typeof RemoveDeviceBody>;

/** One live push token of an app user, as the console shows it (never the token itself). */
export const Device = Type.Object({
  _id: Type.String({ format: 'uuid' }),
  platform: Type.String(),
  appVersion: Type.String(),
  /** When the app first registered the token. */
  dateCreated: Type.String({ format: 'date-time' }),
  /** When the app last registered it again (apps do so at every start). */
  lastSeen: Type.String({ format: 'date-time' }),
});
export type Device = Static<typeof Device>;

export const DeviceResponse = Success(Device);
export const DeviceListResponse = Success(Type.Array(Device));

export const UserDeviceParams = Type.Object({ userID: Type.String({ format: 'uuid' }) });
export const OneDeviceParams = Type.Object({
  userID: Type.String({ format: 'uuid' }),
  deviceID: Type.String({ format: 'uuid' }),
});

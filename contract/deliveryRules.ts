import { Type, type Static } from '@sinclair/typebox';
import { Success } from './common';

/** A wall-clock time of day, 00:00 to 23:59. */
const ClockTime = Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', description: 'HH:MM' });

export const FREQUENCY_CAP_PERIODS = ['day', 'week'] as const;
export type FrequencyCapPeriod = (typeof FREQUENCY_CAP_PERIODS)[number];
export const FREQUENCY_CAP_MAX = 1000;

/** When push and SMS wait, in each recipient's local time; a start after the end spans midnight. */
export const QuietHours = Type.Object(
  { start: ClockTime, end: ClockTime },
  { additionalProperties: false },
);
export type QuietHours = Static<typeof QuietHours>;

/** At most `limit` messages per recipient per local day or week (from Monday), all channels. */
export const FrequencyCap = Type.Object(
  {
    limit: Type.Integer({ minimum: 1, maximum: FREQUENCY_CAP_MAX }),
    period: Type.Union(FREQUENCY_CAP_PERIODS.map((p) => Type.Literal(p))),
  },
  { additionalProperties: false },
);
export type FrequencyCap = Static<typeof FrequencyCap>;

/**
 * A company's delivery rules: its zone (the zone of app users whose own is not known), quiet
 * hours and frequency cap (null: none). GET and PUT /delivery-rules.
 */
export const DeliveryRules = Type.Object(
  {
    timeZone: Type.String({ minLength: 1, maxLength: 64 }),
    quietHours: Type.Union([QuietHours, Type.Null()]),
    frequencyCap: Type.Union([FrequencyCap, Type.Null()]),
  },
  { additionalProperties: false },
);
export type DeliveryRules = Static<typeof DeliveryRules>;

export const DeliveryRulesResponse = Success(DeliveryRules);
export type DeliveryRulesResponse = Static<typeof DeliveryRulesResponse>;

import { boolean, number, object, string } from 'yup';
import {
  FREQUENCY_CAP_MAX,
  type DeliveryRules,
  type FrequencyCapPeriod,
} from '../../../../contract/deliveryRules';

/** The delivery section's form: each rule switched on or off, with its values kept either way. */
export interface DeliveryRulesValues {
  timeZone: string;
  quiet: boolean;
  quietStart: string;
  quietEnd: string;
  capped: boolean;
  capLimit: number;
  capPeriod: FrequencyCapPeriod;
}

export function deliveryRulesValuesOf(rules: DeliveryRules): DeliveryRulesValues {
  return {
    timeZone: rules.timeZone,
    quiet: rules.quietHours !== null,
    quietStart: rules.quietHours?.start ?? '21:00',
    quietEnd: rules.quietHours?.end ?? '08:00',
    capped: rules.frequencyCap !== null,
    capLimit: rules.frequencyCap?.limit ?? 3,
    capPeriod: rules.frequencyCap?.period ?? 'day',
  };
}

export function deliveryRulesOf(values: DeliveryRulesValues): DeliveryRules {
  return {
    timeZone: values.timeZone.trim(),
    quietHours: values.quiet ? { start: values.quietStart, end: values.quietEnd } : null,
    frequencyCap: values.capped ? { limit: values.capLimit, period: values.capPeriod } : null,
  };
}

const clock = string()
  .required('Enter a time.')
  .matches(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, 'Enter a time as HH:MM.');

export const deliveryRulesSchema = object({
  timeZone: string().trim().required('Enter a time zone, such as America/Chicago.'),
  quiet: boolean(),
  quietStart: clock,
  quietEnd: clock.test(
    'differs',
    'Quiet hours must end at another time than they start.',
    (end, context) => {
      const form = context.parent as DeliveryRulesValues;
      return !form.quiet || end !== form.quietStart;
    },
  ),
  capped: boolean(),
  capLimit: number()
    .typeError('Enter a number.')
    .integer('Enter a whole number.')
    .min(1, 'Allow at least 1 message.')
    .max(FREQUENCY_CAP_MAX, `At most ${FREQUENCY_CAP_MAX}.`),
  capPeriod: string().oneOf(['day', 'week']),
});

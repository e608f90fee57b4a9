import { array, boolean, number, object, string } from 'yup';
import {
  AB_TEST_DECISIONS,
  AB_TEST_METRICS,
  AB_TEST_SEND_AT_MAX_DAYS,
  AB_TEST_SHARE,
  AB_TEST_VARIANTS,
  AB_TEST_WAIT_HOURS,
  type AbTestDecision,
  type AbTestMetric,
} from '../../../contract/abTests';
import type { SendMessageBody } from '../../../contract/messages';
import { pushImageProblem } from '../../../contract/richPush';

/** One variant as the compose form holds it; sendAt is a datetime-local value, '' for none. */
export interface AbTestVariantValue {
  title: string;
  push_message: string;
  pushImage: string;
  sendAt: string;
}

/** The A/B test part of the compose form (docs/decisions.md, "A/B tests"). */
export interface AbTestValues {
  abTest: {
    enabled: boolean;
    sharePercent: number | '';
    variants: AbTestVariantValue[];
    metric: AbTestMetric;
    waitHours: number | '';
    decision: AbTestDecision;
  };
}

export const newAbTestVariant = (): AbTestVariantValue => ({
  title: '',
  push_message: '',
  pushImage: '',
  sendAt: '',
});

export const NO_AB_TEST: AbTestValues = {
  abTest: {
    enabled: false,
    sharePercent: AB_TEST_SHARE.default,
    variants: [newAbTestVariant(), newAbTestVariant()],
    metric: 'open',
    waitHours: AB_TEST_WAIT_HOURS.default,
    decision: 'automatic',
  },
};

const DAY_MS = 86_400_000;

/** A datetime-local value on the sender's clock as an instant, or null when not one. */
export function sendAtInstant(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** The API's rules for a test, worded for the form; checked only while the test is on. */
export function abTestRules(now: () => Date = () => new Date()) {
  return {
    abTest: object({
      enabled: boolean(),
      sharePercent: number().when('enabled', {
        is: true,
        then: (schema) =>
          schema
            .typeError('Enter a share in percent.')
            .required('Enter a share in percent.')
            .integer('Use a whole percent.')
            .min(AB_TEST_SHARE.min, `At least ${AB_TEST_SHARE.min} %.`)
            .max(AB_TEST_SHARE.max, `At most ${AB_TEST_SHARE.max} %.`),
      }),
      waitHours: number().when('enabled', {
        is: true,
        then: (schema) =>
          schema
            .typeError('Enter a number of hours.')
            .required('Enter a number of hours.')
            .integer('Use whole hours.')
            .min(AB_TEST_WAIT_HOURS.min, `At least ${AB_TEST_WAIT_HOURS.min} hour.`)
            .max(AB_TEST_WAIT_HOURS.max, `At most ${AB_TEST_WAIT_HOURS.max} hours.`),
      }),
      metric: string().oneOf([...AB_TEST_METRICS]),
      decision: string().oneOf([...AB_TEST_DECISIONS]),
      variants: array().when('enabled', {
        is: true,
        then: (schema) =>
          schema
            .min(AB_TEST_VARIANTS.min, `Write at least ${AB_TEST_VARIANTS.min} variants.`)
            .max(AB_TEST_VARIANTS.max, `Write at most ${AB_TEST_VARIANTS.max} variants.`)
            .of(
              object({
                title: string()
                  .trim()
                  .required('Enter a title.')
                  .max(200, 'Use at most 200 characters.'),
                push_message: string()
                  .trim()
                  .required('Enter the push message.')
                  .max(500, 'Use at most 500 characters.'),
                pushImage: string()
                  .max(2000, 'Use at most 2000 characters.')
                  .test(
                    'https-image',
                    'Enter an https:// address of an image.',
                    (image) => !image || pushImageProblem(image) === null,
                  ),
                sendAt: string()
                  .test('a-time', 'Choose a date and time.', (value) => {
                    return !value || sendAtInstant(value) !== null;
                  })
                  .test('ahead', 'Choose a time still ahead.', (value) => {
                    const at = value ? sendAtInstant(value) : null;
                    return !at || at.getTime() > now().getTime();
                  })
                  .test(
                    'within',
                    `Choose a time within ${AB_TEST_SEND_AT_MAX_DAYS} days.`,
                    (value) => {
                      const at = value ? sendAtInstant(value) : null;
                      return (
                        !at || at.getTime() <= now().getTime() + AB_TEST_SEND_AT_MAX_DAYS * DAY_MS
                      );
                    },
                  ),
              }),
            ),
      }),
    }),
  };
}

/** The body's test: said only when it is on, so a body without one is as it was. */
export function abTestBody(values: AbTestValues): Pick<SendMessageBody, 'abTest'> {
  const test = values.abTest;
  if (!test.enabled || test.sharePercent === '' || test.waitHours === '') return {};
  return {
    abTest: {
      sharePercent: test.sharePercent,
      metric: test.metric,
      waitHours: test.waitHours,
      decision: test.decision,
      variants: test.variants.map((variant) => {
        const at = sendAtInstant(variant.sendAt);
        const image = variant.pushImage.trim();
        return {
          title: variant.title.trim(),
          push_message: variant.push_message.trim(),
          ...(image && { pushImage: image }),
          ...(at && { sendAt: at.toISOString() }),
        };
      }),
    },
  };
}

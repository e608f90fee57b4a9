import { number, object, string } from 'yup';
import {
  DEFAULT_REVIEW_SETTING,
  REVIEW_MODES,
  type MessageReviewSetting,
  type ReviewMode,
} from '../../../../contract/messageReviewState';

/** The most the threshold may be (the API's limit). */
export const REVIEW_ABOVE_MAX = 100_000_000;

/** The setting as the form edits it: the threshold is '' while its input is empty. */
export interface MessageReviewValues {
  mode: ReviewMode;
  above: number | '';
}

export const messageReviewValuesOf = (setting: MessageReviewSetting): MessageReviewValues => ({
  ...setting,
});

/** What the settings call stores: a threshold left empty while unused keeps the default. */
export const messageReviewBodyOf = (values: MessageReviewValues): MessageReviewSetting => ({
  mode: values.mode,
  above: values.above === '' ? DEFAULT_REVIEW_SETTING.above : values.above,
});

/** The threshold is checked only when it counts: with 'above'. */
export const messageReviewSchema = object({
  mode: string().oneOf(REVIEW_MODES),
  above: number().when('mode', {
    is: 'above',
    then: (rule) =>
      rule
        .typeError('Enter a number of members.')
        .required('Enter a number of members.')
        .integer('Enter a whole number of members.')
        .min(0, 'Enter 0 or more members.')
        .max(REVIEW_ABOVE_MAX, 'Enter at most 100,000,000 members.'),
    otherwise: (rule) => rule.transform(() => undefined).notRequired(),
  }),
});

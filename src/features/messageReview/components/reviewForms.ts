import { array, object, string } from 'yup';
import type { MessageDetail } from '../../../../contract/messages';
import type { ResubmitMessageBody } from '../../../../contract/messageReview';

export const COMMENT_MAX = 1000;

export interface CommentValues {
  comment: string;
}

export const NO_COMMENT: CommentValues = { comment: '' };

const comment = string().max(COMMENT_MAX, `Keep the comment to ${COMMENT_MAX} characters.`);

export const approveSchema = object({ comment });

/** Sending back says what to change: the comment is required. */
export const sendBackSchema = object({
  comment: comment.trim().required('Say what the sender should change.'),
});

/** What the sender edits of a returned message: its texts, in every language. */
export type ResubmitValues = Required<ResubmitMessageBody>;

export const resubmitValuesOf = (message: MessageDetail): ResubmitValues => ({
  title: message.title,
  push_message: message.push_message,
  message: message.message,
  variants: (message.variants ?? []).map((variant) => ({ ...variant })),
});

const texts = {
  title: string()
    .trim()
    .required('Give the message a title.')
    .max(200, 'Keep the title to 200 characters.'),
  push_message: string()
    .trim()
    .required('Write the push text.')
    .max(500, 'Keep the push text to 500 characters.'),
  message: string().max(100_000, 'Keep the message page to 100,000 characters.'),
};

export const resubmitSchema = object({
  ...texts,
  variants: array().of(object(texts)),
});

/** The body of PUT /messages/{id}/review: the texts trimmed as the API keeps them. */
export const resubmitBodyOf = (values: ResubmitValues): ResubmitMessageBody => ({
  title: values.title.trim(),
  push_message: values.push_message.trim(),
  message: values.message,
  variants: values.variants.map((variant) => ({
    ...variant,
    title: variant.title.trim(),
    push_message: variant.push_message.trim(),
  })),
});

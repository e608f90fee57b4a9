import { Type, type Static } from '@sinclair/typebox';
import { Nullable, Success, Uuid } from './common';
import { SendMessageBody } from './messages';

/**
 * POST /messages/test: the message as compose holds it, sent once to the signed-in admin (their
 * app user of the organisation, by the same email, and their email address) or to `memberId`, a
 * chosen test member. Marked "[Test] " and counted nowhere (docs/decisions.md, "Send a test").
 */
export const TestMessageBody = Type.Composite([
  Type.Pick(SendMessageBody, [
    'cpId',
    'type',
    'title',
    'push_message',
    'message',
    'url',
    'deliveryMode',
    'pushImage',
    'pushButtons',
    'variants',
  ]),
  Type.Object({
    /** A chosen test member of the organisation (of the channel, for a channel admin). */
    memberId: Type.Optional(Uuid),
  }),
]);
export type TestMessageBody = Static<typeof TestMessageBody>;

/** Where the test went: how many devices took the push, the masked phone, the email address. */
export const TestMessageSent = Type.Object({
  sentTo: Type.Object({
    push: Type.Integer({ minimum: 0 }),
    sms: Nullable(Type.String()),
    email: Nullable(Type.String()),
  }),
});
export type TestMessageSent = Static<typeof TestMessageSent>;

export const TestMessageResponse = Success(TestMessageSent);
export type TestMessageResponse = Static<typeof TestMessageResponse>;

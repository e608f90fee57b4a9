import { Type, type Static } from '@sinclair/typebox';
import { FreeText, Success, Uuid } from './common';
import { AudienceCountBody } from './messages';
import { MessageVariantsBody } from './messageVariants';

/** Compose's draft: its audience as counted, and its texts as typed so far. */
export const MessagePreviewBody = Type.Composite([
  AudienceCountBody,
  Type.Object({
    title: Type.String({ maxLength: 200 }),
    push_message: FreeText({ maxLength: 500 }),
    message: FreeText({ maxLength: 100_000 }),
    /** The texts in other languages written so far: each member is shown their own. */
    variants: Type.Optional(MessageVariantsBody),
  }),
]);
export type MessagePreviewBody = Static<typeof MessagePreviewBody>;

/** The draft as one real member of the audience would get it. */
export const PreviewMember = Type.Object({
  _id: Uuid,
  name: Type.String(),
  /** How they would be reached: push, sms, email or none. */
  reach: Type.String(),
  /** The language of the text shown: the member's version, or the message's own language. */
  language: Type.String(),
  title: Type.String(),
  push_message: Type.String(),
  /** The HTML body, their values escaped. */
  message: Type.String(),
});
export type PreviewMember = Static<typeof PreviewMember>;

export const MessagePreview = Type.Object({
  /** Merge fields that cannot be sent, under the field holding each; empty when all is well. */
  problems: Type.Array(Type.Object({ field: Type.String(), message: Type.String() })),
  /** Up to three members of the audience, the draft written for each. */
  members: Type.Array(PreviewMember),
  /** The custom fields the organisation's members carry, for the insert-field menu. */
  customFields: Type.Array(Type.String()),
  /** The SMS text of the longest rendering the audience can produce: its size and parts. */
  sms: Type.Object({
    length: Type.Integer(),
    encoding: Type.Union([Type.Literal('GSM-7'), Type.Literal('UCS-2')]),
    segments: Type.Integer(),
  }),
  /**
   * The audience by language, most members first (members without one counted under the
   * organisation's default): which variants are worth writing.
   */
  languages: Type.Array(Type.Object({ language: Type.String(), members: Type.Integer() })),
  /** The organisation's default language: the message's own texts are in it. */
  defaultLanguage: Type.String(),
});
export type MessagePreview = Static<typeof MessagePreview>;

export const MessagePreviewResponse = Success(MessagePreview);
export type MessagePreviewResponse = Static<typeof MessagePreviewResponse>;

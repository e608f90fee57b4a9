import { Type, type Static } from '@sinclair/typebox';
import { FreeText, Nullable, Success, Uuid } from './common';
import { PushButton, PushButtons, PushImage } from './richPush';

/** A template's texts, the three a message has (the push text goes out as the SMS too). */
const TextFields = {
  title: Type.String({ maxLength: 200 }),
  push_message: FreeText({ maxLength: 500 }),
  /** HTML; the server keeps only safe tags and attributes. */
  message: FreeText({ maxLength: 100_000 }),
};

/**
 * The template's texts in another language: a code of contract/languages.ts LANGUAGES other
 * than the organisation's default (the API names an unknown or default one in its 400).
 */
export const MessageTemplateVariant = Type.Object(
  { language: Type.String({ minLength: 1, maxLength: 20 }), ...TextFields },
  { additionalProperties: false },
);
export type MessageTemplateVariant = Static<typeof MessageTemplateVariant>;

export const TEMPLATE_VARIANTS_MAX = 30;

/** POST /message-templates and PUT /message-templates/{id}: the whole template. */
export const MessageTemplateBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 100 }),
    ...TextFields,
    variants: Type.Array(MessageTemplateVariant, { maxItems: TEMPLATE_VARIANTS_MAX }),
    /** The push's image and action buttons, checked as a message's (contract/richPush.ts). */
    pushImage: Type.Optional(Nullable(PushImage)),
    pushButtons: Type.Optional(PushButtons),
  },
  { additionalProperties: false },
);
export type MessageTemplateBody = Static<typeof MessageTemplateBody>;

/** A template as the list shows it. */
export const MessageTemplateSummary = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  title: Type.String(),
  push_message: Type.String(),
  /** The organisation's default language, the template's own texts' language. */
  language: Type.String(),
  /** The languages of its variants, in code order. */
  languages: Type.Array(Type.String()),
  /** The channel whose own template it is; null: the organisation's. */
  cpId: Nullable(Type.String()),
  createdBy: Nullable(Type.String()),
  updatedBy: Nullable(Type.String()),
  dateCreated: Type.String(),
  dateUpdated: Type.String(),
});
export type MessageTemplateSummary = Static<typeof MessageTemplateSummary>;

/** One template with its HTML body, its variants and its push's image and buttons. */
export const MessageTemplate = Type.Composite([
  MessageTemplateSummary,
  Type.Object({
    message: Type.String(),
    /** An https image URL, or null: none. */
    pushImage: Nullable(Type.String()),
    pushButtons: Type.Array(PushButton),
    variants: Type.Array(
      Type.Object({
        language: Type.String(),
        title: Type.String(),
        push_message: Type.String(),
        message: Type.String(),
      }),
    ),
  }),
]);
export type MessageTemplate = Static<typeof MessageTemplate>;

export const TEMPLATE_SORTS = ['name', 'updated'] as const;
export type TemplateSort = (typeof TEMPLATE_SORTS)[number];
export const TEMPLATES_PAGE_SIZE = 10;

/** GET /message-templates: newest change first unless asked otherwise. */
export const MessageTemplateListQuery = Type.Object(
  {
    search: Type.Optional(Type.String({ maxLength: 100 })),
    sort: Type.Optional(Type.Union(TEMPLATE_SORTS.map((sort) => Type.Literal(sort)))),
    order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
    /** Also the templates the admin may send from without keeping them: see TemplateReadQuery. */
    usable: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type MessageTemplateListQuery = Static<typeof MessageTemplateListQuery>;

/**
 * GET /message-templates/{id}: `usable=true` also reads the organisation's templates for a
 * channel admin, who sends from them (the template picker) but keeps only the channel's own.
 */
export const MessageTemplateReadQuery = Type.Object(
  { usable: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
export type MessageTemplateReadQuery = Static<typeof MessageTemplateReadQuery>;

export const MessageTemplateListResponse = Success(
  Type.Object({
    templates: Type.Array(MessageTemplateSummary),
    total: Type.Integer(),
    /** The organisation's default language (a new template's texts'); null across them all. */
    defaultLanguage: Nullable(Type.String()),
  }),
);
export type MessageTemplateListResponse = Static<typeof MessageTemplateListResponse>;

export const MessageTemplateResponse = Success(MessageTemplate);
export type MessageTemplateResponse = Static<typeof MessageTemplateResponse>;

export const MessageTemplateIdParams = Type.Object({ id: Uuid });

export const MessageTemplateDeletedResponse = Success(Type.Object({ _id: Type.String() }));
export type MessageTemplateDeletedResponse = Static<typeof MessageTemplateDeletedResponse>;

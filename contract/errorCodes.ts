/**
 * Every error code the API answers with. The codes of SPEC.md section 8 come first, with the
 * codes this API adds for situations the spec leaves open (throttling, validation, routing).
 * The console maps each code to its message in src/lib/apiErrors.ts.
 */
export const SPEC_ERROR_CODES = [
  'register_not_valid',
  'account_not_verified',
  'invalid_credentials',
  'invalid_password',
  'email_already_registered',
  'duplicate_email',
  'username_already_registered',
  'duplicate_username',
  'error_duplicate_user',
  'email_does_not_exist',
  'error_email_already_exist',
  'email_found',
  'username_found',
  'error_user_already_exist',
  'error_contact_already_exist',
  'error_cp_already_exist',
  'token_error',
  'error_retrieving_data',
  'error_updating_password',
  'error_same_password',
  'jwt_malformed',
  'jwt_expired',
  'user_already_verified',
  'username_already_verified',
  'current_password_incorrect',
  'error_updating_mobile_user',
  'error_group_name_already_exist',
  'request_not_allowed',
  'inactive_cp_user',
  'inactive_user',
  'error_already_have_default_channel',
  'error_channel_category_exists',
  'error_channel_group_exists',
  'error_channel_type_exists',
  'error_sending_notification',
  'error_creating_message_sequence',
  'error_saving_content_provider',
  'error_deleting_message',
  'error_link_type_exists',
  'admin_account_not_allowed',
] as const;

/** Codes the spec names in its behaviours but not in its message table, and codes added here. */
export const EXTRA_ERROR_CODES = [
  'account_deactivated',
  'error_unauthorized',
  'TokenExpiredError',
  'forbidden',
  'not_found',
  'route_not_found',
  'validation_error',
  'invalid_json',
  'payload_too_large',
  'unsupported_media_type',
  'too_many_attempts',
  'invalid_otp',
  'otp_expired',
  'internal_error',
  /** The API is up but still migrating its database: try again shortly (GET /health/ready). */
  'service_starting',
  'error_no_text_credits',
  'error_no_recipients',
  /** Send a test: the admin has no app user on a device and no email, and chose no member. */
  'error_no_test_recipient',
  'error_invalid_time_zone',
  'error_file_type',
  'union_list_changed',
  /** A string holds a control character (NUL...) or half a surrogate pair. */
  'invalid_characters',
  /** A multipart body that cannot be read: no boundary, cut short, a broken part header. */
  'invalid_multipart',
  // Organisations and their branding (docs/decisions.md, "Organisations and branding").
  /** POST /company with a companyID another organisation has. */
  'error_company_id_taken',
  /** A companyID that is a console or API path word (contract/company.ts). */
  'error_company_id_reserved',
  /** DELETE /company/{id} of an active organisation that still has data. */
  'error_company_has_data',
  /** An uploaded logo or favicon that is no PNG, JPEG, WebP, ICO or safe SVG by its content. */
  'error_image_type',
  /** An uploaded logo or favicon over its size limit. */
  'error_image_too_large',

  // Admins and roles.
  /** The role is held by admins: give them another role first. */
  'error_role_in_use',
  /** A built-in role cannot be changed or deleted. */
  'error_role_built_in',
  'error_role_name_already_exist',
  /** The role holds access keys the caller's own role lacks. */
  'error_role_above_ceiling',
  /** The role is not made for the admin's group (a platform admin's role for a channel admin). */
  'error_role_not_for_group',
  /** An admin may not deactivate, delete, regroup or re-role their own account. */
  'error_admin_self_change',
  /** A new invitation for an admin who has already set a password. */
  'error_invitation_accepted',
  // The development mailbox (docs/decisions.md, "The development mailbox").
  /** The mailbox was asked for while email goes out through SMTP (SMTP_URL is set). */
  'error_mailbox_unavailable',

  // Channel catalogues, member-benefit packages and channel settings.
  /** A union type name the company already uses (in any case). */
  'error_channel_union_type_exists',
  /** A member-benefit package name the company already uses (in any case). */
  'error_package_exists',
  /** The email or phone is already pre-approved for the channel. */
  'error_pre_approval_exists',
  // Channel pricing and the credit ledger.
  /** An idempotency key already used on this channel for another purchase, grant or plan. */
  'error_idempotency_key_reused',
  /** A plan change to the plan the channel is on. */
  'error_plan_unchanged',
  // Channels (docs/decisions.md, "Channels").
  /** DELETE /content-provider/{id} of an active channel that has followers or messages. */
  'error_channel_in_use',
  /** DELETE /content-provider/{id} of the company's default channel. */
  'error_default_channel_delete',
  /** A channel admin given a channel that is inactive (an admin may keep one deactivated since). */
  'error_channel_inactive',
  // Union links and screen banners.
  /** A reorder that does not list every banner of the channel once (another admin changed them). */
  'error_link_type_order_stale',
  /** A link put in a banner of another company's channel, or a platform link put in a banner. */
  'error_link_type_not_for_link',
  // Uploaded audio, video and documents (docs/decisions.md, "Uploads and object storage").
  /** A file whose content is not of the kind it was uploaded as (by content, not by name). */
  'error_upload_type',
  /** A file whose name or declared type says one thing and whose content another (PDF holding HTML). */
  'error_upload_type_mismatch',
  /** GET /upload/{id}/content with a Range outside the file. */
  'range_not_satisfiable',
  // App builds and provisioning (docs/decisions.md, "App builds and provisioning").
  /** A replica build name the company already uses (in any case). */
  'error_replica_build_exists',
  /** A status a build request or provisioning request cannot move to from where it stands. */
  'error_build_status_transition',
  /** Too many public provisioning requests from one address (or to one company) this hour. */
  'error_provisioning_rate_limited',
  // Billing: price plans, products, subscriptions, card payments (docs/decisions.md, "Billing").
  /** A price plan code the platform already uses (in any case). */
  'error_price_plan_exists',
  /** A product name the company already uses (in any case). */
  'error_product_exists',
  /** A product subscriptions were made to: it is kept with their history. */
  'error_product_in_use',
  /** The card was refused: nothing was bought. */
  'error_payment_declined',
  /** The payment provider could not be reached or refused the call. */
  'error_payment_provider',
  /** Card-payment keys the provider does not accept, or of the wrong kind. */
  'error_payment_keys',
  /** A channel admin's purchase or plan change where the organization takes no card payments. */
  'error_card_payments_required',
  /** A subscription already cancelled. */
  'error_subscription_canceled',
  /** Resuming a subscription no cancellation was asked for. */
  'error_subscription_not_ending',
  /** A webhook whose signature does not match the organization's signing secret. */
  'error_webhook_signature',
  /** Twilio's inbound SMS webhook without an X-Twilio-Signature that matches the auth token. */
  'error_twilio_signature',
  // App settings and the published configuration (docs/decisions.md, "App settings").
  /** A setting name contract/appSettings.ts does not know, or a parameter its value lacks. */
  'error_setting_unknown',
  /** A setting's value outside its schema (details name each field). */
  'error_setting_invalid',
  /** A channel-only setting (pushcast, menu-color) saved for a company. */
  'error_setting_channel_only',
  /** A publish whose draft is the live version already. */
  'error_config_unchanged',
  // Messages (docs/decisions.md, "Messages API" and "Delivery choices").
  /** A schedule's date and time (or a campaign's) already past when it is saved. */
  'error_schedule_in_past',
  /** A phone number that is not one (a campaign's phone). */
  'error_invalid_phone',
  /** A message's link that is not https://. */
  'error_link_not_https',
  /** A delivery choice the channel or the organisation does not allow (SMS or email). */
  'error_delivery_not_allowed',
  // Invitation links (docs/decisions.md, "Invitation links").
  /** An invitation link that did exist and is withdrawn, expired or used up. */
  'error_link_gone',
  /** An invitation link's secret asked for again: it is shown once; rotate for a new one. */
  'error_link_shown_once',
  // Review before sending (contract/messageReview.ts).
  /** An approver may not approve or return a message they submitted themselves. */
  'error_review_own_message',
  /** Approve or return asked of a message that is not awaiting approval. */
  'error_review_not_pending',
  /** An edit of a message that is under no review, or that has gone out already. */
  'error_review_not_editable',
  // A member's data (contract/memberData.ts).
  /** An erasure asked for a member erased already: an erasure is done once and not undone. */
  'error_member_erased',
  // A/B tests (docs/decisions.md, "A/B tests").
  /** A winner chosen for an A/B test whose winner is chosen already: the rest get it once. */
  'error_ab_test_decided',
  // Saved segments (docs/decisions.md, "Saved segments").
  /** A segment rule's condition that lacks what its field needs (details name the condition). */
  'error_segment_rule',
  /** A segment a pending scheduled send, sequence or campaign still uses as its audience. */
  'error_segment_in_use',
  // Authenticator apps (docs/decisions.md, "Two-factor with an authenticator app").
  /** An authenticator or recovery code that is wrong, used already or for another time. */
  'error_two_factor_code',
  /** The admin has no authenticator app (or no enrolment waiting for its first code). */
  'error_authenticator_missing',
  /** The admin's authenticator is confirmed already: replacing it needs a proof first. */
  'error_authenticator_exists',
  /** The organisation requires two-factor sign-in: the authenticator cannot be removed. */
  'error_two_factor_required',
  // Passkeys (docs/decisions.md, "Passkeys").
  /** A passkey's answer that does not verify: another site's, another admin's, or tampered with. */
  'error_passkey',
  /** The passkey challenge is unknown, answered already or older than five minutes. */
  'error_passkey_challenge',
  /** That passkey is registered already. */
  'error_passkey_exists',
] as const;

export type SpecErrorCode = (typeof SPEC_ERROR_CODES)[number];
export type ExtraErrorCode = (typeof EXTRA_ERROR_CODES)[number];
export type ErrorCode = SpecErrorCode | ExtraErrorCode;

/** The constant the spec gives for an unauthorised request. */
export const UNAUTHORIZED = 'error_unauthorized' satisfies ErrorCode;

/** The HTTP statuses an error answers with. */
export type ErrorStatus =
  400 | 401 | 402 | 403 | 404 | 409 | 410 | 413 | 415 | 416 | 429 | 500 | 502 | 503;

/**
 * The status each code answers with, given once here: the API throws by code
 * (server/lib/errors.ts) and never picks a status of its own for one.
 */
export const ERROR_STATUS = {
  register_not_valid: 400,
  account_not_verified: 403,
  invalid_credentials: 401,
  invalid_password: 400,
  email_already_registered: 409,
  duplicate_email: 409,
  username_already_registered: 409,
  duplicate_username: 409,
  error_duplicate_user: 409,
  email_does_not_exist: 404,
  error_email_already_exist: 409,
  email_found: 409,
  username_found: 409,
  error_user_already_exist: 409,
  error_contact_already_exist: 409,
  error_cp_already_exist: 409,
  token_error: 400,
  error_retrieving_data: 503,
  error_updating_password: 400,
  error_same_password: 400,
  jwt_malformed: 400,
  jwt_expired: 400,
  user_already_verified: 409,
  username_already_verified: 409,
  current_password_incorrect: 400,
  error_updating_mobile_user: 409,
  error_group_name_already_exist: 409,
  request_not_allowed: 403,
  inactive_cp_user: 403,
  inactive_user: 403,
  error_already_have_default_channel: 409,
  error_channel_category_exists: 409,
  error_channel_group_exists: 409,
  error_channel_type_exists: 409,
  error_sending_notification: 502,
  error_creating_message_sequence: 400,
  error_saving_content_provider: 409,
  error_deleting_message: 409,
  error_link_type_exists: 409,
  admin_account_not_allowed: 403,
  account_deactivated: 403,
  error_unauthorized: 401,
  TokenExpiredError: 401,
  forbidden: 403,
  not_found: 404,
  route_not_found: 404,
  validation_error: 400,
  invalid_json: 400,
  payload_too_large: 413,
  unsupported_media_type: 415,
  too_many_attempts: 429,
  invalid_otp: 401,
  otp_expired: 401,
  internal_error: 500,
  service_starting: 503,
  error_no_text_credits: 402,
  error_no_recipients: 400,
  error_no_test_recipient: 400,
  error_invalid_time_zone: 400,
  error_file_type: 400,
  union_list_changed: 409,
  invalid_characters: 400,
  invalid_multipart: 400,
  error_company_id_taken: 409,
  error_company_id_reserved: 400,
  error_company_has_data: 409,
  error_image_type: 400,
  error_image_too_large: 413,
  error_role_in_use: 409,
  error_role_built_in: 409,
  error_role_name_already_exist: 409,
  error_role_above_ceiling: 403,
  error_role_not_for_group: 400,
  error_admin_self_change: 403,
  error_invitation_accepted: 409,
  error_mailbox_unavailable: 404,
  error_channel_union_type_exists: 409,
  error_package_exists: 409,
  error_pre_approval_exists: 409,
  error_idempotency_key_reused: 409,
  error_plan_unchanged: 400,
  error_channel_in_use: 409,
  error_default_channel_delete: 409,
  error_channel_inactive: 409,
  error_link_type_order_stale: 409,
  error_link_type_not_for_link: 400,
  error_upload_type: 415,
  error_upload_type_mismatch: 415,
  range_not_satisfiable: 416,
  error_replica_build_exists: 409,
  error_build_status_transition: 409,
  error_provisioning_rate_limited: 429,
  error_price_plan_exists: 409,
  error_product_exists: 409,
  error_product_in_use: 409,
  error_payment_declined: 402,
  error_payment_provider: 502,
  error_payment_keys: 400,
  error_card_payments_required: 409,
  error_subscription_canceled: 409,
  error_subscription_not_ending: 409,
  error_webhook_signature: 400,
  error_twilio_signature: 403,
  error_setting_unknown: 404,
  error_setting_invalid: 400,
  error_setting_channel_only: 400,
  error_config_unchanged: 409,
  error_schedule_in_past: 400,
  error_invalid_phone: 400,
  error_link_not_https: 400,
  error_delivery_not_allowed: 409,
  error_link_gone: 410,
  error_link_shown_once: 409,
  error_review_own_message: 403,
  error_review_not_pending: 409,
  error_review_not_editable: 409,
  error_member_erased: 409,
  error_ab_test_decided: 409,
  error_segment_rule: 400,
  error_segment_in_use: 409,
  error_two_factor_code: 400,
  error_authenticator_missing: 409,
  error_authenticator_exists: 409,
  error_two_factor_required: 409,
  error_passkey: 400,
  error_passkey_challenge: 400,
  error_passkey_exists: 409,
} as const satisfies Record<ErrorCode, ErrorStatus>;

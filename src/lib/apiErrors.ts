import type { AxiosError } from 'axios';
import type { ErrorResponse } from '../../contract/common';
import type { ExtraErrorCode, SpecErrorCode } from '../../contract/errorCodes';

export const NETWORK_ERROR = 'Network Error';

const INTERNAL_ERROR_MESSAGE = 'Error 002: API Internal Error. Contact the website administrator.';
const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';

/** Codes whose message is the server's own text (it names the field at fault). */
const SERVER_WORDED_CODES: ReadonlySet<string> = new Set<ExtraErrorCode>(['validation_error']);

/**
 * SPEC.md section 8, every code of it; then codes the API adds where the console words them
 * itself. Any other added code shows the API's own message, which is written for the user: this
 * table is in the sign-in page's download, so it does not repeat what the API already says.
 */
export const ERROR_MESSAGES: Readonly<
  Record<SpecErrorCode | typeof NETWORK_ERROR, string> & Partial<Record<ExtraErrorCode, string>>
> = {
  register_not_valid: 'There is an error with your registration. Please check the required fields.',
  account_not_verified: 'account not verified.',
  invalid_credentials: 'oops! that email / password combination is not valid.',
  invalid_password: 'invalid Password.',
  email_already_registered: 'email already registered or taken.',
  duplicate_email: 'email already registered or taken.',
  username_already_registered: 'username already registered or taken.',
  duplicate_username: 'username already registered or taken.',
  error_duplicate_user: 'Username already in use.',
  email_does_not_exist:
    "We're sorry. We weren't able to identify you given the information you provided.",
  error_email_already_exist: 'Email already in use.',
  email_found: 'Email already in use.',
  username_found: 'Username already in use.',
  error_user_already_exist: 'User already exist.',
  error_contact_already_exist: 'contact already exist.',
  error_cp_already_exist: 'Content provider already exist.',
  token_error: 'error confirming your account!',
  error_retrieving_data: 'Error retrieving data.',
  error_updating_password: 'Error updating password. Check if your old password is correct.',
  error_same_password: 'Please use another password different from your old passwords.',
  [NETWORK_ERROR]:
    'Error 001: Server currently not available. Please Contact the website administrator.',
  jwt_malformed: 'Error on Link.',
  jwt_expired: 'Link already expired.',
  user_already_verified: 'User already verified.',
  username_already_verified: 'User already verified.',
  current_password_incorrect: 'Your current password provided is incorrect.',
  error_updating_mobile_user: 'Error updating registered user.',
  error_group_name_already_exist: 'Group name already exists.',
  request_not_allowed:
    'You are not allowed to request password. Please request password from your admin.',
  inactive_cp_user: 'This account is de-activated. Please contact your organization administrator.',
  inactive_user: 'Your account is de-activated. Please contact administrator.',
  error_already_have_default_channel: 'Organization already have default channel.',
  error_channel_category_exists: 'Channel Category Already Exists.',
  error_channel_group_exists: 'Channel Group Already Exists.',
  error_channel_type_exists: 'Channel type Already Exists.',
  error_sending_notification: 'Error sending notification.',
  error_creating_message_sequence: 'Error creating message sequence.',
  error_saving_content_provider: 'Error saving channel.',
  error_deleting_message: 'Error deleting message.',
  error_link_type_exists: 'Screen Banner already in use.',
  admin_account_not_allowed: 'admin_account_not_allowed',

  account_deactivated: 'Your account has been deactivated. Please contact your administrator.',
  error_unauthorized: SESSION_EXPIRED_MESSAGE,
  TokenExpiredError: SESSION_EXPIRED_MESSAGE,
  forbidden: 'You are not allowed to do that.',
  not_found: 'Not found.',
  route_not_found: 'Not found.',
  validation_error: 'Please check the form and try again.',
  invalid_json: 'The request could not be read. Please try again.',
  payload_too_large: 'That upload is too large.',
  unsupported_media_type: 'That file type is not supported.',
  invalid_characters:
    'Some text holds characters that cannot be saved (such as control characters). Remove them and try again.',
  invalid_multipart: 'The file upload arrived incomplete. Please choose the file and try again.',
  too_many_attempts: 'Too many sign-in attempts. Please wait 15 minutes and try again.',
  invalid_otp: 'That code is not valid. Check the latest email and try again.',
  internal_error: INTERNAL_ERROR_MESSAGE,
  union_list_changed:
    "The union's member list changed since you reviewed it. Review the difference again.",
  // Organisations and their branding.
  error_company_id_taken: 'This organization ID is already in use. Choose another.',
  error_channel_in_use:
    'This channel still has followers or messages. Deactivate it first; a deactivated channel can be deleted, its messages kept for history.',
  error_company_has_data:
    'This organization still has admins, channels, app users or messages. Deactivate it first; a deactivated organization can be deleted with all its data.',

  error_channel_union_type_exists: 'Union Type Already Exists.',
  // Channel pricing.
  // Billing.
  error_payment_provider: 'The payment provider could not be reached. Try again in a moment.',
  error_payment_keys: 'The payment provider did not accept these keys.',
  // Union links and screen banners.
  // App builds and provisioning.
};

/** One field a 400 validation_error names, as the server words it. */
export type FieldIssue = NonNullable<ErrorResponse['details']>[number];

/** A failed call as the console shows it: the mapped message, the server's code, the fields at fault. */
export interface ApiFailure {
  message: string;
  code: string | null;
  details: FieldIssue[];
}

interface ServerError {
  code: string;
  message?: string;
  details?: unknown;
}

/**
 * Whether a failure came from an API call (axios marks its errors so): checked by shape, so
 * code that only reads errors need not load axios itself.
 */
export function isApiCallError(err: unknown): err is AxiosError {
  return (
    typeof err === 'object' &&
    err !== null &&
    (err as { isAxiosError?: unknown }).isAxiosError === true
  );
}

const MESSAGES: Readonly<Record<string, string | undefined>> = ERROR_MESSAGES;

function knownMessage(code: string): string | undefined {
  return Object.hasOwn(MESSAGES, code) ? MESSAGES[code] : undefined;
}

function isServerError(body: unknown): body is ServerError {
  return (
    typeof body === 'object' &&
    body !== null &&
    'code' in body &&
    typeof body.code === 'string' &&
    (!('message' in body) || typeof body.message === 'string')
  );
}

/** The message for a code; unknown codes are shown as they come. */
export function messageForCode(code: string): string {
  return knownMessage(code) ?? code;
}

/** The server's code for a failed call, `Network Error` when it did not answer, else null. */
export function errorCode(err: unknown): string | null {
  if (!isApiCallError(err)) return null;
  if (!err.response) return NETWORK_ERROR;
  const body: unknown = err.response.data;
  return isServerError(body) ? body.code : null;
}

/** The user-facing message for anything a call to the API can throw. */
export function errorMessage(err: unknown): string {
  if (!isApiCallError(err)) return INTERNAL_ERROR_MESSAGE;
  if (!err.response) return ERROR_MESSAGES[NETWORK_ERROR];
  const body: unknown = err.response.data;
  if (!isServerError(body)) return INTERNAL_ERROR_MESSAGE;
  if (SERVER_WORDED_CODES.has(body.code) && body.message) return body.message;
  const known = knownMessage(body.code);
  if (known) return known;
  // An unknown code on a 5xx may carry internal detail, so it is not shown.
  if (err.response.status >= 500) return INTERNAL_ERROR_MESSAGE;
  return body.message || body.code;
}

const isFieldIssue = (issue: unknown): issue is FieldIssue =>
  typeof issue === 'object' &&
  issue !== null &&
  'field' in issue &&
  typeof issue.field === 'string' &&
  'message' in issue &&
  typeof issue.message === 'string';

/** The fields a validation error names (`details: [{ field, message }]`); none for other errors. */
export function fieldIssues(err: unknown): FieldIssue[] {
  if (!isApiCallError(err)) return [];
  const body: unknown = err.response?.data;
  if (!isServerError(body) || !Array.isArray(body.details)) return [];
  return body.details.filter(isFieldIssue).map(({ field, message }) => ({ field, message }));
}

/** Everything the console shows of a failed call. */
export function apiFailure(err: unknown): ApiFailure {
  return { message: errorMessage(err), code: errorCode(err), details: fieldIssues(err) };
}

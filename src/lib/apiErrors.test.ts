import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { EXTRA_ERROR_CODES, SPEC_ERROR_CODES } from '../../contract/errorCodes';
import { apiUrl } from '../../tests/msw/apiUrl';
import { server } from '../../tests/msw/server';
import { apiClient } from './apiClient';
import { ERROR_MESSAGES, errorCode, errorMessage, messageForCode } from './apiErrors';

const NETWORK_MESSAGE =
  'Error 001: Server currently not available. Please Contact the website administrator.';
const INTERNAL_MESSAGE = 'Error 002: API Internal Error. Contact the website administrator.';

/** SPEC.md section 8, copied word for word. */
const SPEC_TABLE: readonly [string, string][] = [
  [
    'register_not_valid',
    'There is an error with your registration. Please check the required fields.',
  ],
  ['account_not_verified', 'account not verified.'],
  ['invalid_credentials', 'oops! that email / password combination is not valid.'],
  ['invalid_password', 'invalid Password.'],
  ['email_already_registered', 'email already registered or taken.'],
  ['duplicate_email', 'email already registered or taken.'],
  ['username_already_registered', 'username already registered or taken.'],
  ['duplicate_username', 'username already registered or taken.'],
  ['error_duplicate_user', 'Username already in use.'],
  [
    'email_does_not_exist',
    "We're sorry. We weren't able to identify you given the information you provided.",
  ],
  ['error_email_already_exist', 'Email already in use.'],
  ['email_found', 'Email already in use.'],
  ['username_found', 'Username already in use.'],
  ['error_user_already_exist', 'User already exist.'],
  ['error_contact_already_exist', 'contact already exist.'],
  ['error_cp_already_exist', 'Content provider already exist.'],
  ['token_error', 'error confirming your account!'],
  ['error_retrieving_data', 'Error retrieving data.'],
  ['error_updating_password', 'Error updating password. Check if your old password is correct.'],
  ['error_same_password', 'Please use another password different from your old passwords.'],
  ['Network Error', NETWORK_MESSAGE],
  ['jwt_malformed', 'Error on Link.'],
  ['jwt_expired', 'Link already expired.'],
  ['user_already_verified', 'User already verified.'],
  ['username_already_verified', 'User already verified.'],
  ['current_password_incorrect', 'Your current password provided is incorrect.'],
  ['error_updating_mobile_user', 'Error updating registered user.'],
  ['error_group_name_already_exist', 'Group name already exists.'],
  [
    'request_not_allowed',
    'You are not allowed to request password. Please request password from your admin.',
  ],
  [
    'inactive_cp_user',
    'This account is de-activated. Please contact your organization administrator.',
  ],
  ['inactive_user', 'Your account is de-activated. Please contact administrator.'],
  ['error_already_have_default_channel', 'Organization already have default channel.'],
  ['error_channel_category_exists', 'Channel Category Already Exists.'],
  ['error_channel_group_exists', 'Channel Group Already Exists.'],
  ['error_channel_type_exists', 'Channel type Already Exists.'],
  ['error_sending_notification', 'Error sending notification.'],
  ['error_creating_message_sequence', 'Error creating message sequence.'],
  ['error_saving_content_provider', 'Error saving channel.'],
  ['error_deleting_message', 'Error deleting message.'],
  ['error_link_type_exists', 'Screen Banner already in use.'],
  ['admin_account_not_allowed', 'admin_account_not_allowed'],
];

/** Calls GET /probe answered by `respond`, and returns what the call threw. */
async function failureOf(respond: () => Response): Promise<unknown> {
  server.use(http.get(apiUrl('/probe'), respond));
  try {
    await apiClient.get('/probe');
  } catch (err) {
    return err;
  }
  throw new Error('GET /probe was expected to fail');
}

const errorBody = (status: number, body: object) => () => HttpResponse.json(body, { status });

describe('messageForCode', () => {
  it.each(SPEC_TABLE)('maps %s to the message of the spec', (code, message) => {
    expect(messageForCode(code)).toBe(message);
  });

  it('has a message for every code of the spec, and none for a code the contract lacks', () => {
    expect(SPEC_ERROR_CODES.filter((code) => !Object.hasOwn(ERROR_MESSAGES, code))).toEqual([]);
    const listed = new Set<string>([...SPEC_ERROR_CODES, ...EXTRA_ERROR_CODES, 'Network Error']);
    expect(Object.keys(ERROR_MESSAGES).filter((code) => !listed.has(code))).toEqual([]);
    expect(SPEC_TABLE.map(([code]) => code)).toEqual(expect.arrayContaining([...SPEC_ERROR_CODES]));
  });

  it('maps the codes the API adds to their messages', () => {
    expect(messageForCode('account_deactivated')).toBe(
      'Your account has been deactivated. Please contact your administrator.',
    );
    expect(messageForCode('too_many_attempts')).toBe(
      'Too many sign-in attempts. Please wait 15 minutes and try again.',
    );
    expect(messageForCode('TokenExpiredError')).toBe(
      'Your session has expired. Please sign in again.',
    );
    expect(messageForCode('internal_error')).toBe(INTERNAL_MESSAGE);
  });

  it('shows an unknown code as it comes', () => {
    expect(messageForCode('something_new')).toBe('something_new');
  });
});

describe('errorMessage', () => {
  it('maps a known code from the response body', async () => {
    const err = await failureOf(errorBody(401, { code: 'invalid_credentials', message: 'no' }));
    expect(errorMessage(err)).toBe('oops! that email / password combination is not valid.');
    expect(errorCode(err)).toBe('invalid_credentials');
  });

  it('shows an unknown code with the server message, else the code itself', async () => {
    const withMessage = await failureOf(errorBody(409, { code: 'brand_new', message: 'Taken.' }));
    const bare = await failureOf(errorBody(409, { code: 'brand_new' }));
    expect(errorMessage(withMessage)).toBe('Taken.');
    expect(errorMessage(bare)).toBe('brand_new');
  });

  it('uses the server wording for a validation error', async () => {
    const err = await failureOf(
      errorBody(400, { code: 'validation_error', message: 'email must be an email' }),
    );
    expect(errorMessage(err)).toBe('email must be an email');
  });

  it('shows Error 001 when the server does not answer', async () => {
    const err = await failureOf(() => HttpResponse.error());
    expect(errorMessage(err)).toBe(NETWORK_MESSAGE);
    expect(errorCode(err)).toBe('Network Error');
  });

  it('shows Error 002 for a 5xx with an unknown code or a response without a code', async () => {
    const unknown500 = await failureOf(errorBody(500, { code: 'db_down', message: 'SQL ...' }));
    const noCode = await failureOf(errorBody(400, { error: 'Bad Request' }));
    const plain502 = await failureOf(() => new HttpResponse('Bad gateway', { status: 502 }));
    expect(errorMessage(unknown500)).toBe(INTERNAL_MESSAGE);
    expect(errorMessage(noCode)).toBe(INTERNAL_MESSAGE);
    expect(errorMessage(plain502)).toBe(INTERNAL_MESSAGE);
    expect(errorCode(noCode)).toBeNull();
  });

  it('shows Error 002 for a failure that is not an HTTP error', () => {
    expect(errorMessage(new TypeError('x is undefined'))).toBe(INTERNAL_MESSAGE);
  });
});

import type { CreateMobileUserBody } from '../../../contract/mobileUsers';
import { createApiThunk } from '../../state/createApiThunk';
import { apiFailure, type ApiFailure } from '../../lib/apiErrors';
import * as api from './userCreateApi';

const FIELD_NAMES: Readonly<Record<string, string>> = {
  email: 'Email',
  phone: 'Phone',
  platform: 'Platform',
  firstname: 'First name',
  lastname: 'Last name',
  userid: 'Member ID',
  zipcode: 'ZIP code',
};

/** "is not an email address" under the Email field reads "Email is not an email address." */
function sentence(field: string, message: string): string {
  const text = /^(is|are|must|should) /.test(message)
    ? `${FIELD_NAMES[field] ?? field} ${message}`
    : `${message.charAt(0).toUpperCase()}${message.slice(1)}`;
  return text.endsWith('.') ? text : `${text}.`;
}

/** The server's answer to a refused create, with each field's problem as a sentence. */
function createFailure(err: unknown): ApiFailure {
  const failure = apiFailure(err);
  return {
    ...failure,
    details: failure.details.map(({ field, message }) => ({
      field,
      message: sentence(field, message),
    })),
  };
}

export const createUser = createApiThunk(
  'mobileUsers/createUser',
  (body: CreateMobileUserBody) => api.createUser(body),
  { failure: createFailure },
);

import { object, string } from 'yup';
import type { CreateMobileUserBody } from '../../../contract/mobileUsers';

export const PLATFORMS = [
  { value: 'ios', label: 'iPhone (iOS)' },
  { value: 'android', label: 'Android' },
  { value: 'web', label: 'Web' },
] as const;

export interface CreateUserValues {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  /** The server names this field `platform` in its errors; the body calls it platForm. */
  platform: string;
  userid: string;
  state: string;
  zipcode: string;
  country: string;
}

export const emptyUser: CreateUserValues = {
  firstname: '',
  lastname: '',
  email: '',
  phone: '',
  platform: '',
  userid: '',
  state: '',
  zipcode: '',
  country: '',
};

const CONTACT_REQUIRED = 'Enter an email or a phone number.';
/** The server's checks (server/modules/mobileUsers/userImportRows.ts). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_SEPARATORS = /[\s().-]/g;
const PHONE = /^\+?\d{7,15}$/;
const TOO_LONG = (max: number) => `Use ${max} characters or fewer.`;

/** Formik hands the schema blank fields as undefined. */
const hasContact = (values: { email?: string; phone?: string }) =>
  (values.email ?? '').trim() !== '' || (values.phone ?? '').trim() !== '';

const contactOf = (parent: unknown) => parent as { email?: string; phone?: string };

/** The server's checks, first in the browser: an email or a phone, each well formed. */
export const createUserSchema = object({
  firstname: string().trim().max(100, TOO_LONG(100)),
  lastname: string().trim().max(100, TOO_LONG(100)),
  email: string()
    .trim()
    .max(254, TOO_LONG(254))
    .test('email', 'Enter an email address like name@example.com.', (value = '') =>
      value.trim() === '' ? true : EMAIL.test(value.trim()),
    )
    .test('contact', CONTACT_REQUIRED, (_, { parent }) => hasContact(contactOf(parent))),
  phone: string()
    .trim()
    .max(30, TOO_LONG(30))
    .test(
      'phone',
      'Enter a phone number of 7 to 15 digits, such as +1 555 010 0000.',
      (value = '') =>
        value.trim() === '' ? true : PHONE.test(value.replace(PHONE_SEPARATORS, '')),
    )
    .test('contact', CONTACT_REQUIRED, (_, { parent }) => hasContact(contactOf(parent))),
  platform: string(),
  userid: string().trim().max(100, TOO_LONG(100)),
  state: string().trim().max(100, TOO_LONG(100)),
  zipcode: string().trim().max(20, TOO_LONG(20)),
  country: string().trim().max(100, TOO_LONG(100)),
});

/** The body for the server: trimmed, and blank optional fields left out. */
export function createUserBody(values: CreateUserValues): CreateMobileUserBody {
  const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());
  const body: CreateMobileUserBody = {
    firstname: values.firstname.trim(),
    lastname: values.lastname.trim(),
    email: optional(values.email)?.toLowerCase(),
    phone: optional(values.phone),
    platForm: optional(values.platform),
    userid: optional(values.userid),
    state: optional(values.state),
    zipcode: optional(values.zipcode),
    country: optional(values.country),
  };
  return Object.fromEntries(
    Object.entries(body).filter(([, value]) => value !== undefined),
  ) as CreateMobileUserBody;
}

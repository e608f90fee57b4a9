import { array, object, string } from 'yup';
import type { AccessKey } from '../../../../contract/accessKeys';
import { API_KEY_LIMITS, type ApiKeyBody } from '../../../../contract/apiKeys';

/** How long a new key lasts: the choices the dialog offers. */
export const EXPIRY_CHOICES = [
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '365', label: 'One year' },
  { value: 'never', label: 'Never (revoke it by hand)' },
] as const;
export type ExpiryChoice = (typeof EXPIRY_CHOICES)[number]['value'];

export interface KeyValues {
  name: string;
  accessKeys: AccessKey[];
  /** '' for the whole organisation. */
  channelID: string;
  expiry: ExpiryChoice;
}

export const INITIAL_KEY_VALUES: KeyValues = {
  name: '',
  accessKeys: [],
  channelID: '',
  expiry: '90',
};

export const keySchema = object({
  name: string()
    .trim()
    .required('Name the key after what uses it, such as "Membership CRM".')
    .max(API_KEY_LIMITS.maxNameLength, `Use at most ${API_KEY_LIMITS.maxNameLength} characters.`),
  accessKeys: array().of(string()).min(1, 'Choose at least one thing the key may do.'),
});

const DAY_MS = 86_400_000;

export function keyBodyOf(values: KeyValues, now = Date.now()): ApiKeyBody {
  return {
    name: values.name.trim(),
    accessKeys: values.accessKeys,
    channelID: values.channelID || null,
    expiresAt:
      values.expiry === 'never'
        ? null
        : new Date(now + Number(values.expiry) * DAY_MS).toISOString(),
  };
}

import { boolean, mixed, object, string } from 'yup';
import {
  SSO_MODES,
  type SsoMode,
  type SsoSettings,
  type SsoSettingsBody,
} from '../../../../contract/sso';

/** The single sign-on section's form; the secret is empty unless a new one is typed. */
export interface SsoValues {
  issuer: string;
  clientId: string;
  clientSecret: string;
  mode: SsoMode;
  jitEnabled: boolean;
  jitRoleID: string;
}

export function ssoValuesOf(settings: SsoSettings): SsoValues {
  return {
    issuer: settings.issuer,
    clientId: settings.clientId,
    clientSecret: '',
    mode: settings.mode,
    jitEnabled: settings.jitEnabled,
    jitRoleID: settings.jitRoleID ?? '',
  };
}

export function ssoBodyOf(values: SsoValues): SsoSettingsBody {
  const secret = values.clientSecret.trim();
  return {
    issuer: values.issuer.trim(),
    clientId: values.clientId.trim(),
    ...(secret ? { clientSecret: secret } : {}),
    mode: values.mode,
    jitEnabled: values.jitEnabled,
    jitRoleID: values.jitRoleID || null,
  };
}

export const ssoSchema = (hasSecret: boolean) =>
  object({
    issuer: string()
      .trim()
      .required('Enter the provider’s issuer address.')
      .url('Enter an address such as https://login.example.org.'),
    clientId: string().trim().required('Enter the client ID the provider gave you.'),
    clientSecret: hasSecret
      ? string()
      : string().trim().required('Enter the client secret the provider gave you.'),
    mode: mixed<SsoMode>()
      .oneOf([...SSO_MODES])
      .required(),
    jitEnabled: boolean(),
    jitRoleID: string().when('jitEnabled', {
      is: true,
      then: (schema) => schema.required('Choose the role new admins get.'),
    }),
  });

import { ref, string } from 'yup';

/** contract/auth.ts NewPassword: 8 to 200 characters. */
export const NEW_PASSWORD_MIN = 8;
export const NEW_PASSWORD_MAX = 200;
export const NEW_PASSWORD_HINT = `At least ${NEW_PASSWORD_MIN} characters.`;

export const newPasswordRule = () =>
  string()
    .required('Enter a new password.')
    .min(NEW_PASSWORD_MIN, `Use at least ${NEW_PASSWORD_MIN} characters.`)
    .max(NEW_PASSWORD_MAX, `Use at most ${NEW_PASSWORD_MAX} characters.`);

/** The confirmation of the field named `passwordField`. */
export const confirmPasswordRule = (passwordField: string) =>
  string()
    .required('Enter the new password again.')
    .oneOf([ref(passwordField)], 'The passwords do not match.');

import { array, mixed, object, string, type ObjectShape } from 'yup';
import { APP_ICON_MAX_BYTES } from '../../../../contract/appBuilds';
import type { Platform } from '../../../../contract/appBuildRequests';
import type { ImageChoice } from '../../../components/form/ImageField';

export const PLATFORM_CHOICES = [
  { value: 'ios' as const, label: 'iOS (App Store)' },
  { value: 'android' as const, label: 'Android (Google Play)' },
];

export const PLATFORM_LABELS: Record<Platform, string> = { ios: 'iOS', android: 'Android' };

const BUNDLE_ID = /^([A-Za-z0-9][A-Za-z0-9-]*(\.[A-Za-z0-9-]+)+)?$/;
const PACKAGE_NAME = /^([A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)+)?$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The fields an auxiliary build request and a provisioning request share, as contract/appBuildRequests.ts bounds them. */
export const sharedRules = {
  appName: string()
    .trim()
    .required('Enter the app’s name.')
    .max(100, 'Use at most 100 characters.'),
  platforms: array(string().required()).min(1, 'Choose at least one store.'),
  // A store's id is checked only while that store is chosen: an unticked store's is not sent.
  iosBundleId: string().when('platforms', {
    is: (platforms: string[] | undefined) => platforms?.includes('ios') ?? false,
    then: (rule) =>
      rule
        .trim()
        .max(155, 'Use at most 155 characters.')
        .matches(BUNDLE_ID, { message: 'Write a bundle id such as org.acme.members.' }),
  }),
  androidPackage: string().when('platforms', {
    is: (platforms: string[] | undefined) => platforms?.includes('android') ?? false,
    then: (rule) =>
      rule
        .trim()
        .max(150, 'Use at most 150 characters.')
        .matches(PACKAGE_NAME, { message: 'Write a package name such as org.acme.members.' }),
  }),
  contactName: string()
    .trim()
    .required('Enter a contact name.')
    .max(120, 'Use at most 120 characters.'),
  contactEmail: string()
    .trim()
    .required('Enter a contact email.')
    .max(254, 'Use at most 254 characters.')
    .matches(EMAIL, { message: 'Enter an email address such as name@example.com.' }),
  icon: mixed<ImageChoice>().test(
    'size',
    `Choose an icon of at most ${APP_ICON_MAX_BYTES / 1024} KB.`,
    (choice) => !choice?.file || choice.file.size <= APP_ICON_MAX_BYTES,
  ),
};

export const requestSchema = (extra: ObjectShape) => object({ ...sharedRules, ...extra });

/** A store id is sent only for a store chosen. */
export function storeIds(values: {
  platforms: Platform[];
  iosBundleId: string;
  androidPackage: string;
}) {
  return {
    platforms: values.platforms,
    ...(values.platforms.includes('ios') ? { iosBundleId: values.iosBundleId.trim() } : {}),
    ...(values.platforms.includes('android')
      ? { androidPackage: values.androidPackage.trim() }
      : {}),
  };
}

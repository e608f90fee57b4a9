import { array, mixed, object, string } from 'yup';
import {
  APP_ICON_MAX_BYTES,
  type ReplicaBuild,
  type ReplicaBuildBody,
} from '../../../../contract/appBuilds';
import { KEEP_IMAGE, type ImageChoice } from '../../../components/form/ImageField';

export interface ReplicaValues {
  name: string;
  iosVersion: string;
  androidVersion: string;
  iosAppUrl: string;
  androidAppUrl: string;
  deepLink: string;
  /** Secrets: always empty at first; empty on submit keeps the stored one. */
  androidAPN: string;
  iosAPN: string;
  iosIAS: string;
  webAPIKey: string;
  channels: string[];
  icon: ImageChoice;
}

export const ICON_KB = APP_ICON_MAX_BYTES / 1024;

export const NEW_BUILD: ReplicaValues = {
  name: '',
  iosVersion: '',
  androidVersion: '',
  iosAppUrl: '',
  androidAppUrl: '',
  deepLink: '',
  androidAPN: '',
  iosAPN: '',
  iosIAS: '',
  webAPIKey: '',
  channels: [],
  icon: KEEP_IMAGE,
};

export const valuesOf = (build: ReplicaBuild): ReplicaValues => ({
  ...NEW_BUILD,
  name: build.name,
  iosVersion: build.iosVersion,
  androidVersion: build.androidVersion,
  iosAppUrl: build.iosAppUrl,
  androidAppUrl: build.androidAppUrl,
  deepLink: build.deepLink,
  channels: build.channels.map((channel) => channel._id),
});

/** The form as the API takes it: secrets only when typed, the icon apart. */
export function bodyOf(values: ReplicaValues): ReplicaBuildBody {
  const secret = (value: string) => (value.trim() ? { value: value.trim() } : null);
  const body: ReplicaBuildBody = {
    name: values.name.trim(),
    iosVersion: values.iosVersion.trim(),
    androidVersion: values.androidVersion.trim(),
    iosAppUrl: values.iosAppUrl.trim(),
    androidAppUrl: values.androidAppUrl.trim(),
    deepLink: values.deepLink.trim(),
    channels: values.channels,
    removeIcon: values.icon.remove,
  };
  for (const field of ['androidAPN', 'iosAPN', 'iosIAS', 'webAPIKey'] as const) {
    const typed = secret(values[field]);
    if (typed) body[field] = typed.value;
  }
  return body;
}

const VERSION = /^([0-9]+(\.[0-9]+){0,3})?$/;
const WEB_URL = /^(https?:\/\/\S+)?$/;
const DEEP_LINK = /^([a-zA-Z][a-zA-Z0-9+.-]*:\/\/\S*)?$/;
const version = string().trim().max(20, 'Use at most 20 characters.').matches(VERSION, {
  message: 'Write the version as numbers and dots, such as 4.2.0.',
});
const storeUrl = string().trim().max(500, 'Use at most 500 characters.').matches(WEB_URL, {
  message: 'Enter an address starting with https://.',
});

// The bounds of contract/appBuilds.ts ReplicaBuildBody and the icon limit.
export const replicaSchema = object({
  name: string().trim().required('Enter a name.').max(100, 'Use at most 100 characters.'),
  iosVersion: version,
  androidVersion: version,
  iosAppUrl: storeUrl,
  androidAppUrl: storeUrl,
  deepLink: string().trim().max(300, 'Use at most 300 characters.').matches(DEEP_LINK, {
    message: 'Enter a link such as acmemembers://open or https://…',
  }),
  androidAPN: string().max(4096, 'Use at most 4096 characters.'),
  iosAPN: string().max(4096, 'Use at most 4096 characters.'),
  iosIAS: string().max(200, 'Use at most 200 characters.'),
  webAPIKey: string().max(500, 'Use at most 500 characters.'),
  channels: array(string().required()),
  icon: mixed<ImageChoice>().test(
    'size',
    `Choose an icon of at most ${ICON_KB} KB.`,
    (choice) => !choice?.file || choice.file.size <= APP_ICON_MAX_BYTES,
  ),
});

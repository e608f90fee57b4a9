import { multipartBody, type FormFile } from '../../../server/modules/messages/testKit';
import { PNG_LOGO } from '../../../server/modules/company/testKit';
import type { Actor } from './actors';
import type { SampleIds } from './fixture';

export type { FormFile };

/** One request a route is called with in the access matrix (and broken by the bad-input net). */
export interface SampleRequest {
  url: string;
  payload?: object | Buffer;
  headers?: Record<string, string>;
  /** Whose data the path or body names: another tenant must never get a 2xx for it. */
  owner?: 'acme' | 'channelA';
  /** The call ends the caller's session, so it gets a session of its own. */
  endsSession?: true;
  /** A multipart body's fields and file, from which `payload` was built. */
  form?: { fields: Record<string, string>; file: FormFile };
}

/** A route's sample: the request for the shared data's ids, as one actor sends it. */
export type Sample = (ids: SampleIds, actor: Actor) => SampleRequest;

/** A multipart body, keeping its fields and file so the bad-input net can break them. */
export function form(fields: Record<string, string>, file: FormFile): Omit<SampleRequest, 'url'> {
  const body = multipartBody(fields, file);
  return { payload: body.payload, headers: body.headers, form: { fields, file } };
}

/** The image the branding, catalogue, banner and app-icon uploads send. */
export const LOGO_FILE: FormFile = { ...PNG_LOGO, content: PNG_LOGO.content };

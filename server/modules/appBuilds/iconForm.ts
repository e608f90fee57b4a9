import type { TSchema } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { APP_ICON_MAX_BYTES } from '../../../contract/appBuilds';
import { readImageForm } from '../../plugins/imageForm';

/** A build's or a request's form: its JSON in "data" and optionally the app icon in "image". */
export const readIconForm = <T extends TSchema>(request: FastifyRequest, schema: T) =>
  readImageForm(request, schema, { imageBytes: APP_ICON_MAX_BYTES, dataBytes: 32 * 1024 });

export const ICON_FORM = `multipart/form-data: the JSON form in the field "data" and optionally the app icon (PNG, JPEG, WebP, ICO or SVG up to ${
  APP_ICON_MAX_BYTES / 1024
} KB) in the field "image", served afterwards at GET /files/{id}; JSON is read too.`;

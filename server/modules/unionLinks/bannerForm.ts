import type { TSchema } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { BANNER_IMAGE_MAX_BYTES } from '../../../contract/unionLinks';
import { readImageForm } from '../../plugins/imageForm';

/** A screen banner's form: its JSON and optionally its image. */
export const readBannerForm = <T extends TSchema>(request: FastifyRequest, schema: T) =>
  readImageForm(request, schema, { imageBytes: BANNER_IMAGE_MAX_BYTES, dataBytes: 16 * 1024 });

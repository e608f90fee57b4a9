import type { TSchema } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { CATALOGUE_IMAGE_MAX_BYTES } from '../../../contract/channelCatalogues';
import { readImageForm } from '../../plugins/imageForm';

/** A catalogue entry's form: its JSON (name, description) and optionally its image. */
export const readCatalogueForm = <T extends TSchema>(request: FastifyRequest, schema: T) =>
  readImageForm(request, schema, { imageBytes: CATALOGUE_IMAGE_MAX_BYTES, dataBytes: 16 * 1024 });

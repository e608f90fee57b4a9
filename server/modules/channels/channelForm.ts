import type { TSchema } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { CHANNEL_IMAGE_MAX_BYTES } from '../../../contract/channels';
import { readImageForm } from '../../plugins/imageForm';

/** Room for the largest JSON a channel form makes (40 links and the flags). */
const DATA_FIELD_MAX_BYTES = 64 * 1024;

/** A channel's form: its JSON and optionally the channel image. */
export const readChannelForm = <T extends TSchema>(request: FastifyRequest, schema: T) =>
  readImageForm(request, schema, {
    imageBytes: CHANNEL_IMAGE_MAX_BYTES,
    dataBytes: DATA_FIELD_MAX_BYTES,
  });

import type { Static, TSchema } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { AppError, fieldError } from '../lib/errors';
import { checkImage, imageTooLarge, imageTypeError, type CheckedImage } from '../lib/images';
import { forEachPart } from './uploads';

function parseData<T extends TSchema>(request: FastifyRequest, schema: T, data: string): Static<T> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    throw new AppError('invalid_json', 'The data field is not valid JSON.');
  }
  const validate = request.compileValidationSchema(schema, 'body');
  if (!validate(parsed)) {
    throw Object.assign(new Error('The form is not valid.'), {
      statusCode: 400,
      validation: validate.errors ?? [],
    });
  }
  return parsed;
}

/** The largest image a form takes, and the room for its JSON. */
export interface ImageFormLimits {
  imageBytes: number;
  dataBytes: number;
}

/**
 * Reads a form with an optional image (a channel's, a catalogue entry's, a screen banner's): the
 * JSON in the field `data` (validated by the route's validator, as a JSON body would be), and
 * optionally an image in the file field `image`, judged by its content and size as the
 * company's branding images are (lib/images). A JSON body (no image) is read as the `data` alone.
 */
export async function readImageForm<T extends TSchema>(
  request: FastifyRequest,
  schema: T,
  { imageBytes, dataBytes }: ImageFormLimits,
): Promise<{ body: Static<T>; image: CheckedImage | null }> {
  if (!request.isMultipart()) {
    if (request.body === undefined || request.body === null)
      throw new AppError('unsupported_media_type', 'Send the form as multipart/form-data.');
    return { body: parseData(request, schema, JSON.stringify(request.body)), image: null };
  }
  let data: string | null = null;
  let image: CheckedImage | null = null;
  const limits = { fileSize: imageBytes, fieldSize: dataBytes, files: 1 };
  await forEachPart(request, limits, async (part) => {
    if (part.type === 'file') {
      if (part.fieldname !== 'image') {
        part.file.resume();
        throw fieldError(part.fieldname, 'is not the image field');
      }
      let content: Buffer;
      try {
        content = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw imageTooLarge('image', imageBytes);
        throw error;
      }
      if (part.file.truncated) throw imageTooLarge('image', imageBytes);
      if (content.length === 0) throw imageTypeError('image');
      image = checkImage('image', content, imageBytes);
    } else if (part.fieldname === 'data') {
      if (part.valueTruncated) throw new AppError('payload_too_large', 'The form is too large.');
      data = typeof part.value === 'string' ? part.value : null;
    }
  });
  if (data === null) throw fieldError('data', 'must hold the form as JSON');
  return { body: parseData(request, schema, data), image };
}

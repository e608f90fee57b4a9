import type { Static, TSchema } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { FAVICON_MAX_BYTES, LOGO_MAX_BYTES } from '../../../contract/company';
import { AppError, fieldError } from '../../lib/errors';
import { checkImage, imageTooLarge, imageTypeError, type CheckedImage } from '../../lib/images';
import { forEachPart } from '../../plugins/uploads';

export interface BrandingImages {
  logo?: CheckedImage;
  favicon?: CheckedImage;
}

const IMAGE_LIMITS = { logo: LOGO_MAX_BYTES, favicon: FAVICON_MAX_BYTES } as const;
type ImageField = keyof typeof IMAGE_LIMITS;
const isImageField = (name: string): name is ImageField => Object.hasOwn(IMAGE_LIMITS, name);

/** Room for the largest JSON a company's settings make (an admin menu of 60 items). */
const DATA_FIELD_MAX_BYTES = 256 * 1024;

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

/**
 * Reads a branding form: the JSON in the field `data` (validated by the route's own validator,
 * as a JSON body would be), and optionally the images in the file fields `logo` and `favicon`,
 * judged by their content and size. A JSON body (no images) is read as the `data` alone.
 */
export async function readBrandingForm<T extends TSchema>(
  request: FastifyRequest,
  schema: T,
  options: { images: boolean },
): Promise<{ body: Static<T>; images: BrandingImages }> {
  if (!request.isMultipart()) {
    if (request.body === undefined || request.body === null)
      throw new AppError('unsupported_media_type', 'Send the form as multipart/form-data.');
    return { body: parseData(request, schema, JSON.stringify(request.body)), images: {} };
  }
  let data: string | null = null;
  const images: BrandingImages = {};
  const limits = {
    fileSize: LOGO_MAX_BYTES,
    fieldSize: DATA_FIELD_MAX_BYTES,
    files: options.images ? 2 : 0,
  };
  await forEachPart(request, limits, async (part) => {
    if (part.type === 'file') {
      const field = part.fieldname;
      if (!options.images || !isImageField(field)) {
        part.file.resume();
        throw fieldError(
          field,
          options.images ? 'is not a logo or favicon field' : 'takes no file',
        );
      }
      let content: Buffer;
      try {
        content = await part.toBuffer();
      } catch (error) {
        // The parser stops a file at the logo's limit (FST_REQ_FILE_TOO_LARGE).
        if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw imageTooLarge(field, IMAGE_LIMITS[field]);
        throw error;
      }
      if (part.file.truncated) throw imageTooLarge(field, IMAGE_LIMITS[field]);
      if (content.length === 0) throw imageTypeError(field);
      images[field] = checkImage(field, content, IMAGE_LIMITS[field]);
    } else if (part.fieldname === 'data') {
      if (part.valueTruncated) throw new AppError('payload_too_large', 'The form is too large.');
      data = typeof part.value === 'string' ? part.value : null;
    }
  });
  if (data === null) throw fieldError('data', 'must hold the form as JSON');
  return { body: parseData(request, schema, data), images };
}

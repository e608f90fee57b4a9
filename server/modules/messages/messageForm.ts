import type { Static, TSchema } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import { forEachPart } from '../../plugins/uploads';
import { fieldError } from '../../lib/errors';
import {
  MESSAGE_FILE_MAX_BYTES,
  fileTypeError,
  messageFileType,
  safeFileName,
  type MessageFileType,
} from './fileType';

export interface UploadedFile {
  name: string;
  mimeType: MessageFileType;
  content: Buffer;
}

/** Room for the largest JSON a message may be (a 100,000-character body, escaped). */
const DATA_FIELD_MAX_BYTES = 1024 * 1024;

const tooLarge = () =>
  new AppError('payload_too_large', `The file is over ${MESSAGE_FILE_MAX_BYTES / 1024 / 1024} MB.`);

/**
 * Reads a multipart message: the JSON body in the field `data`, validated against `schema` by
 * the route's own validator (same coercion and removal of unknown fields as a JSON body), and
 * the attachment in the file part `file`, which must be HTML or PDF by its content.
 */
export async function readMessageForm<T extends TSchema>(
  request: FastifyRequest,
  schema: T,
): Promise<{ body: Static<T>; file: UploadedFile }> {
  if (!request.isMultipart())
    throw new AppError('unsupported_media_type', 'Send the message as multipart/form-data.');
  let data: string | null = null;
  let file: UploadedFile | null = null;
  const limits = { fileSize: MESSAGE_FILE_MAX_BYTES, fieldSize: DATA_FIELD_MAX_BYTES, files: 1 };
  await forEachPart(request, limits, async (part) => {
    if (part.type === 'file') {
      if (part.fieldname !== 'file') throw fieldError('file', 'must be sent in the field "file"');
      const content = await part.toBuffer();
      if (part.file.truncated) throw tooLarge();
      if (content.length === 0) throw fileTypeError();
      const name = safeFileName(part.filename);
      file = { name, mimeType: messageFileType(name, content), content };
    } else if (part.fieldname === 'data') {
      if (part.valueTruncated) throw tooLarge();
      data = typeof part.value === 'string' ? part.value : null;
    }
  });
  if (data === null) throw fieldError('data', 'must hold the message as JSON');
  if (!file) throw fieldError('file', 'is required: attach an HTML or PDF file');
  return { body: parseData(request, schema, data), file };
}

function parseData<T extends TSchema>(request: FastifyRequest, schema: T, data: string): Static<T> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    throw new AppError('invalid_json', 'The data field is not valid JSON.');
  }
  const validate = request.compileValidationSchema(schema, 'body');
  if (!validate(parsed)) {
    throw Object.assign(new Error('The message is not valid.'), {
      statusCode: 400,
      validation: validate.errors ?? [],
    });
  }
  return parsed;
}

import { tilePng, wordmarkSvg } from '../../db/seed/brandingImages';

/** A file part of a branding form: its field (logo or favicon), name, declared type, bytes. */
export interface ImagePart {
  field: string;
  name: string;
  type: string;
  content: Buffer | string;
}

export const PNG_LOGO: ImagePart = {
  field: 'logo',
  name: 'logo.png',
  type: 'image/png',
  content: tilePng(48, '#0055aa'),
};
export const SVG_LOGO: ImagePart = {
  field: 'logo',
  name: 'logo.svg',
  type: 'image/svg+xml',
  content: wordmarkSvg('Initech Union', '#aa5500'),
};
export const PNG_FAVICON: ImagePart = {
  field: 'favicon',
  name: 'favicon.png',
  type: 'image/png',
  content: tilePng(32, '#0055aa'),
};

/** A multipart body: the JSON in the field "data" and any image parts. */
export function brandingBody(data: object | null, parts: readonly ImagePart[] = []) {
  const boundary = '----tidings-branding-boundary';
  const chunks: Buffer[] = [];
  if (data)
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${JSON.stringify(data)}\r\n`,
      ),
    );
  for (const part of parts)
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.name}"\r\nContent-Type: ${part.type}\r\n\r\n`,
      ),
      Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content),
      Buffer.from('\r\n'),
    );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

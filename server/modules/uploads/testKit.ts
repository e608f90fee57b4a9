import { mp4Head, simplePdf, wavTone } from '../../db/seed/uploadSamples';
import { multipartBody, type FormFile } from '../messages/testKit';

export const WAV_FILE: FormFile = { name: 'tone.wav', type: 'audio/wav', content: wavTone(1) };
export const MP4_FILE: FormFile = { name: 'clip.mp4', type: 'video/mp4', content: mp4Head() };
export const PDF_DOC: FormFile = {
  name: 'guide.pdf',
  type: 'application/pdf',
  content: simplePdf('Member guide', ['Welcome to the union.']),
};
export const HTML_DOC: FormFile = {
  name: 'notice.html',
  type: 'text/html',
  content:
    '<!doctype html><html><body><h1>Notice</h1><p onclick="steal()">Hi</p><script>alert(1)</script></body></html>',
};

/** A POST /upload body: the fields first, then the file in "file". */
export function uploadForm(
  fields: { kind: string; title: string; description?: string; channel?: string },
  file: FormFile | undefined,
) {
  const { description, channel, ...rest } = fields;
  return multipartBody(
    {
      ...rest,
      ...(description !== undefined ? { description } : {}),
      ...(channel !== undefined ? { channel } : {}),
    },
    file,
  );
}

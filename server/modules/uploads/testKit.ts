import { execFile } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { TEST_SECRET } from '../../../tests/api/harness';
import { toolAvailable } from './mediaTools';
import { createPlaybackSigner } from './playback';
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
/** The playback link a message's recipient gets for a file (a member's: counted). */
export const memberPlayUrl = (id: string) => createPlaybackSigner(TEST_SECRET).urlFor(id);

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

/** Whether this machine has ffmpeg and ffprobe: the tests then take the converting path. */
export const mediaToolsHere = async () =>
  (await toolAvailable('ffmpeg')) && (await toolAvailable('ffprobe'));

/** A one-second QuickTime clip (test pattern and tone) made by ffmpeg itself. */
export async function quickTimeClip(): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'tidings-mov-'));
  const out = join(dir, 'clip.mov');
  try {
    await promisify(execFile)('ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi'],
      ...['-i', 'testsrc=duration=1:size=64x48:rate=10', '-f', 'lavfi', '-i', 'sine=duration=1'],
      ...['-shortest', '-c:v', 'mpeg4', '-c:a', 'pcm_s16le', '-f', 'mov', out],
    ]);
    return await readFile(out);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The first box of a QuickTime file (`ftyp`, brand `qt  `) and an empty `mdat`: sniffed as
 * video/quicktime, though no player could play it. For the paths where ffmpeg is missing.
 */
export function quickTimeHead(): Buffer {
  const ftyp = Buffer.alloc(20);
  ftyp.writeUInt32BE(20, 0);
  ftyp.write('ftypqt  ', 4, 'latin1');
  ftyp.writeUInt32BE(0x200, 12);
  ftyp.write('qt  ', 16, 'latin1');
  const mdat = Buffer.alloc(8 + 64, 0);
  mdat.writeUInt32BE(mdat.length, 0);
  mdat.write('mdat', 4, 'latin1');
  return Buffer.concat([ftyp, mdat]);
}

export const movFile = (content: Buffer): FormFile => ({
  name: 'interview.mov',
  type: 'video/quicktime',
  content,
});

/**
 * A stand-in ffmpeg that answers `-version` and then never finishes a conversion: the app is
 * stopped mid-conversion, as a crash would. Answers its path and a remover.
 */
export async function stalledFfmpeg(): Promise<{ path: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'tidings-fake-ffmpeg-'));
  const path = join(dir, 'ffmpeg');
  await writeFile(
    path,
    '#!/bin/sh\nif [ "$1" = "-version" ]; then echo "ffmpeg stand-in"; exit 0; fi\nexec sleep 60\n',
  );
  await chmod(path, 0o755);
  return { path, remove: () => rm(dir, { recursive: true, force: true }) };
}

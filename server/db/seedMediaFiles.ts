import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/**
 * The demo's media files, shipped in server/db/seedMedia (made for the project, CC0; see its
 * README), with the facts ffprobe would read, so the demo shows them without ffprobe installed.
 * Found next to this module, as the migrations are: `npm run build:server` copies the folder.
 */
const FOLDER = new URL('./seedMedia/', import.meta.url);

export interface SeedMediaFile {
  fileName: string;
  contentType: string;
  durationSeconds: number | null;
}

export const SEED_MEDIA = {
  audio: { fileName: 'welcome-message.mp3', contentType: 'audio/mpeg', durationSeconds: 3.056 },
  video: { fileName: 'playback-check.mp4', contentType: 'video/mp4', durationSeconds: 4 },
  pdf: { fileName: 'member-guide.pdf', contentType: 'application/pdf', durationSeconds: null },
} as const satisfies Record<string, SeedMediaFile>;

export function readSeedMedia(file: SeedMediaFile): Promise<Buffer> {
  return readFile(fileURLToPath(new URL(file.fileName, FOLDER)));
}

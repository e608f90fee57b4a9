import { execFile } from 'node:child_process';
import { randomUUID, createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import type { Database } from '../client';
import { adminUsers } from '../schema/admins';
import { companies } from '../schema/companies';
import { appMeta } from '../schema/meta';
import { uploads } from '../schema/uploads';
import type { ObjectStore } from '../../providers/objectStorage/objectStore';
import { simplePdf, wavTone } from './uploadSamples';

const SEED_KEY = 'demo_uploads_seeded_at';

interface DemoFile {
  kind: 'audio' | 'video' | 'document';
  title: string;
  description: string;
  fileName: string;
  contentType: string;
  bytes: Buffer;
  /** In channel@acme.test's channel; otherwise acme's own. */
  inChannel: boolean;
}

/** A five-second test pattern with a tone, when ffmpeg is installed; null otherwise. */
async function ffmpegClip(): Promise<Buffer | null> {
  const dir = await mkdtemp(join(tmpdir(), 'tidings-demo-video-'));
  const out = join(dir, 'clip.mp4');
  try {
    await promisify(execFile)(
      'ffmpeg',
      [
        ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi'],
        ...['-i', 'testsrc=size=320x180:rate=15:duration=5', '-f', 'lavfi'],
        ...['-i', 'sine=frequency=440:duration=5', '-shortest'],
        ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-movflags', '+faststart'],
        out,
      ],
      { timeout: 30_000 },
    );
    return await readFile(out);
  } catch {
    return null;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Acme's demo uploads, once: a short audio chime, a member handbook PDF and an HTML notice, made
 * by code (server/db/seed/uploadSamples.ts), and a short video when ffmpeg is installed. The
 * bytes go to the object store, so this runs beside seedDemo (which has no store), with a marker
 * of its own.
 */
export async function seedDemoUploads(db: Database, store: ObjectStore): Promise<boolean> {
  const [acme] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.companyId, 'acme'))
    .limit(1);
  const [channelAdmin] = await db
    .select({ id: adminUsers.id, channel: adminUsers.contentProviderId })
    .from(adminUsers)
    .where(eq(adminUsers.email, 'channel@acme.test'))
    .limit(1);
  const [companyAdmin] = await db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(eq(adminUsers.email, 'admin@acme.test'))
    .limit(1);
  if (!acme || !channelAdmin?.channel || !companyAdmin) return false;
  const claimed = await db
    .insert(appMeta)
    .values({ key: SEED_KEY, value: new Date().toISOString() })
    .onConflictDoNothing()
    .returning({ key: appMeta.key });
  if (claimed.length === 0) return false;

  const files: DemoFile[] = [
    {
      kind: 'audio',
      title: 'Welcome chime',
      description: 'Plays when a member opens the app for the first time.',
      fileName: 'welcome-chime.wav',
      contentType: 'audio/wav',
      bytes: wavTone(4, 523.25),
      inChannel: true,
    },
    {
      kind: 'document',
      title: 'Member handbook',
      description: 'Rights, dues and who to call, in one page.',
      fileName: 'member-handbook.pdf',
      contentType: 'application/pdf',
      bytes: simplePdf('Acme Workers Union: member handbook', [
        'Your dues: 1% of gross pay, capped at 30 a month.',
        'Your steward: ask at the front desk of your site.',
        'Legal advice line: open weekdays 8 to 18.',
      ]),
      inChannel: false,
    },
    {
      kind: 'document',
      title: 'Office hours notice',
      description: 'Opening hours of the union office over the holidays.',
      fileName: 'office-hours.html',
      contentType: 'text/html',
      bytes: Buffer.from(
        '<h1>Office hours</h1><p>The union office is open <strong>9:00 to 15:00</strong> from 22 December to 2 January.</p>',
      ),
      inChannel: true,
    },
  ];
  const clip = await ffmpegClip();
  if (clip) {
    files.push({
      kind: 'video',
      title: 'Test pattern',
      description: 'A five-second clip to check video playback.',
      fileName: 'test-pattern.mp4',
      contentType: 'video/mp4',
      bytes: clip,
      inChannel: true,
    });
  }

  for (const file of files) {
    const id = randomUUID();
    const storageKey = `uploads/${acme.id}/${id}`;
    await store.put(storageKey, Readable.from([file.bytes]), file.contentType);
    await db.insert(uploads).values({
      id,
      companyId: acme.id,
      contentProviderId: file.inChannel ? channelAdmin.channel : null,
      kind: file.kind,
      title: file.title,
      description: file.description,
      contentType: file.contentType,
      fileName: file.fileName,
      byteSize: file.bytes.length,
      sha256: createHash('sha256').update(file.bytes).digest('hex'),
      storageKey,
      createdBy: file.inChannel ? channelAdmin.id : companyAdmin.id,
    });
  }
  return true;
}

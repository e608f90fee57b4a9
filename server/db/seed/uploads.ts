import { randomUUID, createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { Database } from '../client';
import { adminUsers } from '../schema/admins';
import { companies } from '../schema/companies';
import { appMeta } from '../schema/meta';
import { uploads } from '../schema/uploads';
import type { ObjectStore } from '../../providers/objectStorage/objectStore';
import { SEED_MEDIA, readSeedMedia } from '../seedMediaFiles';

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
  durationSeconds: number | null;
  /** Times played from the start so far (the bytes sent follow from it). */
  views: number;
}

/**
 * Acme's demo uploads, once: a short audio message, a short video and a member guide PDF shipped
 * in server/db/seedMedia (with their lengths), and an HTML notice. The bytes go to the object
 * store, so this runs beside seedDemo (which has no store), with a marker of its own.
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

  const { audio, video, pdf } = SEED_MEDIA;
  const files: DemoFile[] = [
    {
      kind: 'audio',
      title: 'Welcome message',
      description: 'Plays when a member opens the app for the first time.',
      ...audio,
      bytes: await readSeedMedia(audio),
      inChannel: true,
      views: 214,
    },
    {
      kind: 'video',
      title: 'Playback check',
      description: 'A four-second clip members can play to check that video works on their phone.',
      ...video,
      bytes: await readSeedMedia(video),
      inChannel: true,
      views: 57,
    },
    {
      kind: 'document',
      title: 'Member guide',
      description: 'Dues, stewards, the legal advice line and the strike fund, in one page.',
      ...pdf,
      bytes: await readSeedMedia(pdf),
      inChannel: false,
      views: 131,
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
      durationSeconds: null,
      views: 88,
    },
  ];

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
      durationSeconds: file.durationSeconds,
      probed: true,
      views: file.views,
      bytesSent: file.views * file.bytes.length,
    });
  }
  return true;
}

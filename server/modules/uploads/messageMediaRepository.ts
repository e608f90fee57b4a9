import { and, eq, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contentProviders } from '../../db/schema/channels';
import { uploads as u } from '../../db/schema/uploads';

/** An uploaded file's kind, title and length, or undefined. */
export async function findMediaFacts(db: Database, id: string) {
  const [row] = await db
    .select({ kind: u.kind, title: u.title, durationSeconds: u.durationSeconds })
    .from(u)
    .where(eq(u.id, id))
    .limit(1);
  return row;
}

/**
 * An uploaded file of this company, company-wide or this channel's, with whether its channel
 * shows private videos; undefined when there is none.
 */
export async function findOwnedUpload(
  db: Database,
  owner: { companyId: string; channelId: string },
  id: string,
) {
  const [row] = await db
    .select({ id: u.id, kind: u.kind, privateVideo: contentProviders.enablePrivateVideo })
    .from(u)
    .leftJoin(contentProviders, eq(contentProviders.id, u.contentProviderId))
    .where(
      and(
        eq(u.id, id),
        eq(u.companyId, owner.companyId),
        or(isNull(u.contentProviderId), eq(u.contentProviderId, owner.channelId)),
      ),
    )
    .limit(1);
  return row;
}

import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { inScope } from '../../db/inScope';
import { contentProviders } from '../../db/schema/channels';
import type { Scope } from '../../plugins/tenancy';

const channelVisible = (scope: Scope, channelId: string) =>
  and(
    eq(contentProviders.id, channelId),
    inScope(scope, { company: contentProviders.companyId, channel: contentProviders.id }),
  );

export function createSettingsRepository(db: Database) {
  return {
    /** The channel's 'menu-color' setting; null when the channel is not in the scope. */
    async menuColor(scope: Scope, channelId: string): Promise<{ value: string | null } | null> {
      const [row] = await db
        .select({ value: contentProviders.menuColor })
        .from(contentProviders)
        .where(channelVisible(scope, channelId))
        .limit(1);
      return row ?? null;
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;

import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contentProviders } from '../../db/schema/channels';
import type { Scope } from '../../plugins/tenancy';

const channelVisible = (scope: Scope, channelId: string) =>
  and(
    eq(contentProviders.id, channelId),
    scope.companyId ? eq(contentProviders.companyId, scope.companyId) : undefined,
  );

export function createSettingsRepository(db: Database) {
  return {
    /** The channel's 'menu-color' setting; null when the channel is not in the scope. */
    async menuColor(scope: Scope, channelId: string): Promise<{ value: string | null } | null> {
      if (scope.kind === 'channel' && scope.channelId !== channelId) return null;
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

import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { inScope } from '../../db/inScope';
import { contentProviders } from '../../db/schema/channels';
import type { Scope } from '../../plugins/tenancy';
import { createChannelSettingsRepository } from './channelSettingsRepository';

const channelVisible = (scope: Scope, channelId: string) =>
  and(
    eq(contentProviders.id, channelId),
    inScope(scope, { company: contentProviders.companyId, channel: contentProviders.id }),
  );

/** All SQL of the settings domain: a channel's menu colour and its channel settings. */
export function createSettingsRepository(db: Database) {
  return {
    menuColor: {
      /** The channel's 'menu-color' setting; null when the channel is not in the scope. */
      async read(scope: Scope, channelId: string): Promise<{ value: string | null } | null> {
        const [row] = await db
          .select({ value: contentProviders.menuColor })
          .from(contentProviders)
          .where(channelVisible(scope, channelId))
          .limit(1);
        return row ?? null;
      },
    },
    // A channel's group field and pre-approvals, the union-active pre-approval switch.
    channelSettings: createChannelSettingsRepository(db),
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;

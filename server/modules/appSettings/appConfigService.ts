import { PUBLISHED_SETTINGS } from '../../../contract/appSettings';
import { canonicalJson } from '../../../contract/appSettingsCheck';
import type { ConfigDocument, ConfigState, ConfigVersion } from '../../../contract/appSettingsWire';
import { AppError, notFound } from '../../lib/errors';
import type { Scope } from '../../plugins/tenancy';
import type { SettingsLevel, VersionRow } from './appSettingsRepository';
import type { AppSettingsService, LevelRef } from './appSettingsService';

/** How long a served document is reused, and how many are kept, before reading again. */
const LIVE_CACHE_MS = 5_000;
const LIVE_CACHE_ENTRIES = 10_000;

export interface LiveDocument {
  etag: string;
  document: ConfigDocument;
}

const versionOf = (row: VersionRow): ConfigVersion => ({
  version: row.version,
  publishedAt: row.publishedAt.toISOString(),
  publishedBy: row.publishedByName,
  restoredFrom: row.restoredFrom,
});

/**
 * The published configuration (docs/decisions.md, "App settings and published configuration"):
 * saving a setting changes the draft; publishing freezes the draft as the next version, the live
 * one the app reads; a restore publishes an earlier version's values again and puts its own
 * values back as the draft.
 */
export function createAppConfigService(settings: AppSettingsService) {
  const { repo } = settings;
  /**
   * The live documents this process served in the last few seconds, by companyID and channel:
   * app installs polling at once cost one read per document per few seconds. A publish here
   * drops its own entry; another instance's shows within LIVE_CACHE_MS.
   */
  const liveCache = new Map<string, { at: number; live: LiveDocument | null }>();
  const cacheKey = (slug: string, channelId: string | null) => `${slug}/${channelId ?? ''}`;
  /** A company's publish changes its channels' documents too (they are composed over it). */
  const forget = (level: SettingsLevel) => {
    if (level.channelId !== null) {
      liveCache.delete(cacheKey(level.companySlug, level.channelId));
      return;
    }
    const prefix = cacheKey(level.companySlug, null);
    for (const key of liveCache.keys()) if (key.startsWith(prefix)) liveCache.delete(key);
  };

  async function draftOf(level: SettingsLevel) {
    const resolved = await settings.resolveAll(level, PUBLISHED_SETTINGS);
    const draft: Record<string, unknown> = {};
    const own: Record<string, unknown> = {};
    for (const item of resolved) {
      draft[item.name] = item.value;
      if (item.level === (level.channelId === null ? 'company' : 'channel')) {
        own[item.name] = item.value;
      }
    }
    return { draft, own };
  }

  async function stateOf(level: SettingsLevel): Promise<ConfigState> {
    // One after another: inside a write's transaction the queries share one connection.
    const { draft } = await draftOf(level);
    const live = await repo.latestVersion(level.companyId, level.channelId);
    const company = await repo.companyById(level.companyId);
    const changed = PUBLISHED_SETTINGS.filter(
      (name) => !live || canonicalJson(live.settings[name]) !== canonicalJson(draft[name]),
    );
    return {
      contentProviderID: level.channelId,
      draft,
      live: live ? { version: versionOf(live), settings: live.settings } : null,
      changed,
      isConfigFileReady: company?.ready ?? false,
    };
  }

  async function insertNext(
    scope: Scope,
    level: SettingsLevel,
    values: { settings: Record<string, unknown>; own: Record<string, unknown> },
    restoredFrom: number | null,
  ) {
    const latest = await repo.latestVersion(level.companyId, level.channelId);
    await repo.insertVersion({
      companyId: level.companyId,
      channelId: level.channelId,
      version: (latest?.version ?? 0) + 1,
      settings: values.settings,
      own: values.own,
      publishedBy: scope.adminId,
      publishedByName: await repo.adminName(scope.adminId),
      restoredFrom,
    });
    await repo.markConfigReady(level.companyId);
    forget(level);
  }

  return {
    async state(scope: Scope, ref: LevelRef): Promise<ConfigState> {
      return stateOf(await settings.level(scope, ref));
    },

    async versions(scope: Scope, ref: LevelRef): Promise<ConfigVersion[]> {
      const level = await settings.level(scope, ref);
      return (await repo.versions(level, 100)).map(versionOf);
    },

    async publish(scope: Scope, ref: LevelRef): Promise<ConfigState> {
      const level = await settings.level(scope, ref);
      await repo.lockCompany(level.companyId);
      const { draft, own } = await draftOf(level);
      const live = await repo.latestVersion(level.companyId, level.channelId);
      if (live && canonicalJson(live.settings) === canonicalJson(draft)) {
        throw new AppError(
          'error_config_unchanged',
          'The draft is the live version already: there is nothing to publish.',
        );
      }
      await insertNext(scope, level, { settings: draft, own }, null);
      return stateOf(level);
    },

    async restore(scope: Scope, ref: LevelRef, version: number): Promise<ConfigState> {
      const level = await settings.level(scope, ref);
      await repo.lockCompany(level.companyId);
      const earlier = await repo.version(level, version);
      if (!earlier) throw notFound('Version');
      await repo.replaceLevel(level, PUBLISHED_SETTINGS, earlier.own, scope.adminId);
      await insertNext(scope, level, { settings: earlier.settings, own: earlier.own }, version);
      return stateOf(level);
    },

    /** The live document the app reads, or null before a first publish. */
    async liveDocument(slug: string, channelId: string | null): Promise<LiveDocument | null> {
      const key = cacheKey(slug, channelId);
      const cached = liveCache.get(key);
      if (cached && Date.now() - cached.at < LIVE_CACHE_MS) return cached.live;
      const live = await readLive(slug, channelId);
      if (liveCache.size >= LIVE_CACHE_ENTRIES) liveCache.clear();
      liveCache.set(key, { at: Date.now(), live });
      return live;
    },
  };

  /**
   * A company's document is its live version. A channel's is the company's live version with the
   * channel's own published values over it, composed when read: publishing the company reaches
   * every channel's app at once, and a channel that never published serves the company's values.
   * The ETag names both versions, so either publish changes it.
   */
  async function readLive(slug: string, channelId: string | null): Promise<LiveDocument | null> {
    const company = await repo.company(slug);
    if (!company) return null;
    const companyLive = await repo.latestVersion(company.id, null);
    if (channelId === null) {
      if (!companyLive) return null;
      return {
        etag: `"${companyLive.id}"`,
        document: {
          companyID: company.slug,
          contentProviderID: null,
          version: companyLive.version,
          publishedAt: companyLive.publishedAt.toISOString(),
          settings: companyLive.settings,
        },
      };
    }
    const channel = await repo.channel(channelId);
    if (channel?.companyId !== company.id) return null;
    const channelLive = await repo.latestVersion(company.id, channelId);
    const base = companyLive ?? channelLive;
    if (!base) return null;
    const latest =
      channelLive && (!companyLive || channelLive.publishedAt > companyLive.publishedAt)
        ? channelLive
        : base;
    return {
      etag: `"${channelLive?.id ?? 'none'}.${companyLive?.id ?? 'none'}"`,
      document: {
        companyID: company.slug,
        contentProviderID: channelId,
        version: channelLive?.version ?? 0,
        publishedAt: latest.publishedAt.toISOString(),
        settings: { ...base.settings, ...(channelLive?.own ?? {}) },
      },
    };
  }
}

export type AppConfigService = ReturnType<typeof createAppConfigService>;

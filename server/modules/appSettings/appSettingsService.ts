import { randomUUID } from 'node:crypto';
import {
  CHANNEL_ONLY_SETTINGS,
  SETTING_NAMES,
  isSettingName,
  type SettingName,
  type SettingValue,
} from '../../../contract/appSettings';
import { checkSetting } from '../../../contract/appSettingsCheck';
import { SETTING_DEFAULTS } from '../../../contract/appSettingsDefaults';
import type { ResolvedSetting } from '../../../contract/appSettingsWire';
import type { Database } from '../../db/client';
import { AppError, forbidden, notFound } from '../../lib/errors';
import type { Scope } from '../../plugins/tenancy';
import {
  createAppSettingsRepository,
  type AppSettingsRepository,
  type SettingsLevel,
  type StoredSetting,
} from './appSettingsRepository';

/** `company`, or a channel's id. */
export type LevelRef = string;

const unknownSetting = (name: string) =>
  new AppError('error_setting_unknown', `There is no app setting named '${name}'.`);

export function settingNameOf(name: string): SettingName {
  if (!isSettingName(name)) throw unknownSetting(name);
  return name;
}

/** Resolves which level a call works on, held to the scope (404 for another tenant's channel). */
export async function levelOf(
  repo: AppSettingsRepository,
  scope: Scope,
  ref: LevelRef | null | undefined,
): Promise<SettingsLevel> {
  const channelId = ref === 'company' ? null : (ref ?? null);
  if (channelId === null) {
    if (scope.kind === 'channel' && ref === undefined) return levelOf(repo, scope, scope.channelId);
    if (scope.kind === 'channel') {
      throw forbidden("A channel's admins change their own channel's settings only.");
    }
    if (!scope.companyId || !scope.companySlug) {
      throw new AppError('validation_error', 'Choose an organization first.', [
        {
          field: 'companyID',
          message: 'must name an organization: choose one in the navbar first',
        },
      ]);
    }
    return { companyId: scope.companyId, companySlug: scope.companySlug, channelId: null };
  }
  if (scope.kind === 'channel' && scope.channelId !== channelId) throw notFound('Channel');
  const channel = await repo.channel(channelId);
  if (!channel || (scope.companyId && channel.companyId !== scope.companyId)) {
    throw notFound('Channel');
  }
  return { companyId: channel.companyId, companySlug: channel.companySlug, channelId };
}

function resolveFrom(
  name: SettingName,
  level: SettingsLevel,
  rows: readonly StoredSetting[],
): ResolvedSetting {
  const companyRow = rows.find((row) => row.name === name && row.channelId === null);
  const channelRow =
    level.channelId === null
      ? undefined
      : rows.find((row) => row.name === name && row.channelId === level.channelId);
  const fallback = companyRow?.value ?? SETTING_DEFAULTS[name];
  if (level.channelId !== null) {
    return {
      name,
      value: channelRow?.value ?? fallback,
      level: channelRow ? 'channel' : companyRow ? 'company' : 'default',
      inherited: fallback,
      updatedAt: (channelRow ?? companyRow)?.updatedAt.toISOString() ?? null,
    };
  }
  return {
    name,
    value: fallback,
    level: companyRow ? 'company' : 'default',
    inherited: null,
    updatedAt: companyRow?.updatedAt.toISOString() ?? null,
  };
}

/** The value as stored: tags trimmed with the empty ones left out, new phone numbers given ids. */
function normalised(name: SettingName, value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (name === 'tags' && 'tags' in value && Array.isArray(value.tags)) {
    const tags: unknown[] = value.tags;
    return {
      ...value,
      tags: tags
        .map((tag) => (typeof tag === 'string' ? tag.trim() : tag))
        .filter((tag) => tag !== ''),
    };
  }
  if (name === 'auto-phone-number' && 'numbers' in value && Array.isArray(value.numbers)) {
    const numbers: unknown[] = value.numbers;
    return {
      ...value,
      numbers: numbers.map((entry) =>
        typeof entry === 'object' && entry !== null && !('_id' in entry)
          ? { _id: randomUUID(), ...entry }
          : entry,
      ),
    };
  }
  return value;
}

/** SPEC.md section 7, "Settings": the app's named settings, a company's and a channel's own. */
export function createAppSettingsService(db: Database) {
  const repo = createAppSettingsRepository(db);

  async function resolveAll(level: SettingsLevel, names: readonly SettingName[]) {
    const rows = await repo.stored(level, names);
    const resolved = names.map((name) => resolveFrom(name, level, rows));
    if (names.includes('menu-color') && level.channelId !== null) {
      const channel = await repo.channel(level.channelId);
      const index = names.indexOf('menu-color');
      const current = resolved[index];
      if (current && channel?.menuColor) {
        resolved[index] = { ...current, value: { value: channel.menuColor }, level: 'channel' };
      }
    }
    return resolved;
  }

  async function read(level: SettingsLevel, name: SettingName): Promise<ResolvedSetting> {
    const [resolved] = await resolveAll(level, [name]);
    if (!resolved) throw unknownSetting(name);
    return resolved;
  }

  return {
    repo,
    resolveAll,
    level: (scope: Scope, ref: LevelRef | null | undefined) => levelOf(repo, scope, ref),

    async read(scope: Scope, name: string, ref: LevelRef): Promise<ResolvedSetting> {
      const setting = settingNameOf(name);
      return read(await levelOf(repo, scope, ref), setting);
    },

    /** One parameter of a setting's value ('all': the whole value), of the company named. */
    async readParam(scope: Scope, name: string, param: string, ref: LevelRef, slug: string) {
      const setting = settingNameOf(name);
      const level = await levelOf(repo, scope, ref);
      if (level.companySlug !== slug) throw notFound('Organization');
      const resolved = await read(level, setting);
      if (param === 'all') return { name, param, value: resolved.value, level: resolved.level };
      const value: unknown = resolved.value;
      if (typeof value !== 'object' || value === null || !(param in value)) {
        throw new AppError(
          'error_setting_unknown',
          `The app setting '${name}' has no parameter '${param}'.`,
        );
      }
      const fields = value as Record<string, unknown>;
      return { name, param, value: fields[param], level: resolved.level };
    },

    /** Every setting of the company named, as the company has it (channel-only ones left out). */
    async companySettings(scope: Scope, slug: string): Promise<ResolvedSetting[]> {
      if (scope.kind === 'channel') throw forbidden();
      const company = await repo.company(slug);
      if (!company || (scope.companyId && company.id !== scope.companyId)) {
        throw notFound('Organization');
      }
      const level = { companyId: company.id, companySlug: company.slug, channelId: null };
      return resolveAll(
        level,
        SETTING_NAMES.filter((name) => !CHANNEL_ONLY_SETTINGS.includes(name)),
      );
    },

    async save(
      scope: Scope,
      name: string,
      ref: string | null | undefined,
      raw: unknown,
    ): Promise<ResolvedSetting> {
      const setting = settingNameOf(name);
      const level = await levelOf(repo, scope, ref);
      if (level.channelId === null && CHANNEL_ONLY_SETTINGS.includes(setting)) {
        throw new AppError(
          'error_setting_channel_only',
          `The app setting '${name}' is kept for a channel: name the channel.`,
          [{ field: 'contentProviderID', message: 'must name a channel' }],
        );
      }
      const value = normalised(setting, raw);
      const problems = checkSetting(setting, value);
      if (problems.length > 0) {
        throw new AppError(
          'error_setting_invalid',
          `The value of '${name}' is not valid: ${problems[0]?.field || 'value'} ${problems[0]?.message ?? ''}.`,
          problems.map((p) => ({
            field: p.field ? `value.${p.field}` : 'value',
            message: p.message,
          })),
        );
      }
      if (setting === 'menu-color' && level.channelId) {
        await repo.setChannelMenuColor(
          level.channelId,
          (value as SettingValue<'menu-color'>).value,
        );
      }
      if (setting === 'pushcast' && level.channelId) {
        await repo.setChannelPushcast(level.channelId, value as SettingValue<'pushcast'>);
      }
      await repo.upsert(level, setting, value, scope.adminId);
      return read(level, setting);
    },

    /** Removes one auto phone number from the list that holds it. */
    async removePhoneNumber(scope: Scope, id: string): Promise<{ _id: string }> {
      const rows = await repo.holdingPhoneNumber(scope.companyId, id);
      const row = rows.find((r) => scope.kind !== 'channel' || r.channelId === scope.channelId);
      if (!row) throw notFound('Phone number');
      const value = row.value as SettingValue<'auto-phone-number'>;
      await repo.setValue(
        row.id,
        { ...value, numbers: value.numbers.filter((entry) => entry._id !== id) },
        scope.adminId,
      );
      return { _id: id };
    },
  };
}

export type AppSettingsService = ReturnType<typeof createAppSettingsService>;

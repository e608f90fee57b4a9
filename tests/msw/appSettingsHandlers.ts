import { http, HttpResponse } from 'msw';
import { isSettingName, PUBLISHED_SETTINGS, type SettingValues } from '../../contract/appSettings';
import { canonicalJson, checkSetting } from '../../contract/appSettingsCheck';
import { SETTING_DEFAULTS } from '../../contract/appSettingsDefaults';
import type { ConfigState, ConfigVersion } from '../../contract/appSettingsWire';
import { apiUrl } from './apiUrl';
import { fail, refuseSignedOut } from './mobileUsersHandlers';

/** One level's saved values and published versions (the API keeps a company's and each channel's). */
export const appSettingsStore = {
  own: {} as Partial<SettingValues>,
  versions: [] as (ConfigVersion & { settings: Record<string, unknown> })[],
  /** Each save's name and value, in the order they came. */
  saves: [] as { name: string; value: unknown }[],
  /** The level of each setting read (`company` or a channel id), in order. */
  levels: [] as string[],
  /** The channels an organisation admin may choose (GET /content-provider/{companyId}). */
  channels: [] as { _id: string; clientName: string; companyID: string }[],
};

export function resetAppSettingsStore(own: Partial<SettingValues> = {}) {
  appSettingsStore.own = { ...own };
  appSettingsStore.versions = [];
  appSettingsStore.saves = [];
  appSettingsStore.levels = [];
  appSettingsStore.channels = [];
}

/** The channel choice of the settings page; put first with `server.use` in its tests. */
export const settingsChannelsHandler = http.get(
  apiUrl('/content-provider/:companyId'),
  ({ request }) => refuseSignedOut(request) ?? ok(appSettingsStore.channels),
);

const ok = <T>(data: T) => HttpResponse.json({ success: true, data });
const draft = () =>
  Object.fromEntries(
    PUBLISHED_SETTINGS.map((name) => [name, appSettingsStore.own[name] ?? SETTING_DEFAULTS[name]]),
  );

/** Publishes the draft as the next version, as the API does. */
export function publishDraft(publishedBy = 'Ada Admin', restoredFrom: number | null = null) {
  appSettingsStore.versions.unshift({
    version: (appSettingsStore.versions[0]?.version ?? 0) + 1,
    publishedAt: '2026-05-01T09:00:00.000Z',
    publishedBy,
    restoredFrom,
    settings: draft(),
  });
}

function state(level: string): ConfigState {
  const live = appSettingsStore.versions[0];
  const current = draft();
  return {
    contentProviderID: level === 'company' ? null : level,
    draft: current,
    live: live ? { version: live, settings: live.settings } : null,
    changed: PUBLISHED_SETTINGS.filter(
      (name) => !live || canonicalJson(live.settings[name]) !== canonicalJson(current[name]),
    ),
    isConfigFileReady: Boolean(live),
  };
}

export const appSettingsHandlers = [
  http.get(apiUrl('/settings/app-config/:level'), ({ request, params }) => {
    return refuseSignedOut(request) ?? ok(state(String(params.level)));
  }),
  http.get(apiUrl('/settings/app-config/:level/versions'), ({ request }) => {
    return (
      refuseSignedOut(request) ??
      ok(appSettingsStore.versions.map(({ settings: _settings, ...version }) => version))
    );
  }),
  http.post(apiUrl('/settings/app-config/:level/publish'), ({ request, params }) => {
    const refused = refuseSignedOut(request);
    if (refused) return refused;
    if (state(String(params.level)).changed.length === 0) {
      return fail(409, 'error_config_unchanged');
    }
    publishDraft();
    return ok(state(String(params.level)));
  }),
  http.get(apiUrl('/settings/:name/:level'), ({ request, params }) => {
    const refused = refuseSignedOut(request);
    if (refused) return refused;
    const name = String(params.name);
    if (!isSettingName(name)) return fail(404, 'error_setting_unknown');
    appSettingsStore.levels.push(String(params.level));
    const own = appSettingsStore.own[name];
    return ok({
      name,
      value: own ?? SETTING_DEFAULTS[name],
      level: own ? 'company' : 'default',
      inherited: null,
      updatedAt: null,
    });
  }),
  http.post(apiUrl('/settings/:name'), async ({ request, params }) => {
    const refused = refuseSignedOut(request);
    if (refused) return refused;
    const name = String(params.name);
    if (!isSettingName(name)) return fail(404, 'error_setting_unknown');
    const { value } = (await request.json()) as { value: unknown };
    const problems = checkSetting(name, value);
    if (problems.length > 0) {
      return HttpResponse.json(
        {
          code: 'error_setting_invalid',
          message: 'not valid',
          details: problems.map((p) => ({ field: `value.${p.field}`, message: p.message })),
        },
        { status: 400 },
      );
    }
    appSettingsStore.saves.push({ name, value });
    Object.assign(appSettingsStore.own, { [name]: value });
    return ok({ name, value, level: 'company', inherited: null, updatedAt: null });
  }),
];

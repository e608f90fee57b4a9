import { createApiThunk } from '../../state/createApiThunk';
import * as api from './appSettingsApi';
import type { SettingsLevelRef } from './appSettingsApi';

interface SettingRef {
  name: string;
  level: SettingsLevelRef;
}

export const fetchSetting = createApiThunk(
  'appSettings/fetchSetting',
  ({ name, level }: SettingRef, { signal }) => api.fetchSetting(name, level, signal),
);

export const saveSetting = createApiThunk(
  'appSettings/saveSetting',
  ({ name, level, value }: SettingRef & { value: unknown }) => api.saveSetting(name, level, value),
);

export const fetchConfig = createApiThunk(
  'appSettings/fetchConfig',
  (level: SettingsLevelRef, { signal }) => api.fetchConfig(level, signal),
);

export const fetchVersions = createApiThunk(
  'appSettings/fetchVersions',
  (level: SettingsLevelRef, { signal }) => api.fetchVersions(level, signal),
);

export const publishConfig = createApiThunk(
  'appSettings/publishConfig',
  (level: SettingsLevelRef) => api.publishConfig(level),
);

export const restoreVersion = createApiThunk(
  'appSettings/restoreVersion',
  ({ level, version }: { level: SettingsLevelRef; version: number }) =>
    api.restoreVersion(level, version),
);

import type {
  ConfigState,
  ConfigVersion,
  ResolvedSetting,
} from '../../../contract/appSettingsWire';
import { apiClient } from '../../lib/apiClient';

const id = encodeURIComponent;

/** `company`, or a channel's id: whose settings the page edits. */
export type SettingsLevelRef = string;

interface Envelope<T> {
  success: true;
  data: T;
}

export async function fetchSetting(
  name: string,
  level: SettingsLevelRef,
  signal?: AbortSignal,
): Promise<ResolvedSetting> {
  const response = await apiClient.get<Envelope<ResolvedSetting>>(
    `/settings/${id(name)}/${id(level)}`,
    { signal },
  );
  return response.data.data;
}

export async function saveSetting(
  name: string,
  level: SettingsLevelRef,
  value: unknown,
): Promise<ResolvedSetting> {
  const response = await apiClient.post<Envelope<ResolvedSetting>>(`/settings/${id(name)}`, {
    contentProviderID: level === 'company' ? null : level,
    value,
  });
  return response.data.data;
}

export async function fetchConfig(
  level: SettingsLevelRef,
  signal?: AbortSignal,
): Promise<ConfigState> {
  const response = await apiClient.get<Envelope<ConfigState>>(`/settings/app-config/${id(level)}`, {
    signal,
  });
  return response.data.data;
}

export async function fetchVersions(
  level: SettingsLevelRef,
  signal?: AbortSignal,
): Promise<ConfigVersion[]> {
  const response = await apiClient.get<Envelope<ConfigVersion[]>>(
    `/settings/app-config/${id(level)}/versions`,
    { signal },
  );
  return response.data.data;
}

export async function publishConfig(level: SettingsLevelRef): Promise<ConfigState> {
  const response = await apiClient.post<Envelope<ConfigState>>(
    `/settings/app-config/${id(level)}/publish`,
  );
  return response.data.data;
}

export async function restoreVersion(
  level: SettingsLevelRef,
  version: number,
): Promise<ConfigState> {
  const response = await apiClient.post<Envelope<ConfigState>>(
    `/settings/app-config/${id(level)}/versions/${version}/restore`,
  );
  return response.data.data;
}

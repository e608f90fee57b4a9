import type { Device } from '../../../contract/messages';

export const DEVICE_LABELS: Record<Device, string> = {
  all: 'All devices',
  ios: 'iOS',
  android: 'Android',
  web: 'Web',
};

/** A stored device or campaign target as the console names it. */
export function deviceLabel(device: string): string {
  return (DEVICE_LABELS as Record<string, string>)[device] ?? device;
}

export const isDevice = (value: string): value is Device => Object.hasOwn(DEVICE_LABELS, value);

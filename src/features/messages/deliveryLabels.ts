import type {
  DeliveryFailureReason,
  DeliveryState,
  ProviderChannel,
} from '../../../contract/messageDelivery';

/** Why a delivery was given up, as a person says it. */
export const FAILURE_REASON_LABELS: Record<DeliveryFailureReason, string> = {
  no_device: 'No registered device',
  unregistered: 'App uninstalled (token removed)',
  rejected: 'Refused by the provider',
  unavailable: 'Provider unavailable',
  timeout: 'No answer from the provider',
  throttled: 'Provider asked us to slow down',
  no_provider: 'No provider configured',
};

export const CHANNEL_LABELS: Record<ProviderChannel, string> = {
  push: 'Push',
  sms: 'SMS',
  email: 'Email',
};

/** Who takes a channel's messages from us. */
export const CHANNEL_PROVIDERS: Record<ProviderChannel, string> = {
  push: 'FCM/APNs',
  sms: 'the SMS provider',
  email: 'the mail server',
};

export const DELIVERY_STATE_LABELS: Record<DeliveryState, string> = {
  scheduled: 'Scheduled',
  sending: 'Sending',
  sent: 'Sent',
  outbox: 'Kept in the outbox',
};

/** "45 s", "1 min 10 s", "2 h 5 min": a time left, rounded as a person would say it. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  if (seconds < 60) return `${seconds} s`;
  if (seconds < 3600) {
    const minutes = Math.floor(seconds / 60);
    const rest = seconds % 60;
    return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
  }
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.round((seconds % 3600) / 60);
  return minutes === 0 ? `${hours} h` : `${hours} h ${minutes} min`;
}

/** A whole percent of `part` in `whole`, 100 only when all of it. */
export function percentOf(part: number, whole: number): number {
  if (whole <= 0) return 0;
  const percent = Math.floor((part * 100) / whole);
  return part < whole ? Math.min(99, percent) : 100;
}

import type { DeliveryConfig } from '../config';
import { createOutboxProvider, type DeliveryProvider, type DeliveryProviders } from './delivery';
import { emailDeliveryProvider } from './emailDelivery';
import type { EmailProvider, UnsubscribeLinksFor } from './email/emailProvider';
import { createApnsPush } from './push/apnsPush';
import { createFcmPush } from './push/fcmPush';
import { routePush } from './push/pushRouter';
import { createTwilioSms } from './sms/twilioSms';

async function pushProvider(config: DeliveryConfig): Promise<DeliveryProvider> {
  const fcm = config.fcm ? await createFcmPush(config.fcm) : null;
  const apns = config.apns ? await createApnsPush(config.apns) : null;
  // Either configured: tokens go by their platform; neither: pushes stay in the outbox.
  return fcm || apns ? routePush({ fcm, apns }) : createOutboxProvider();
}

/** The provider of each channel: the real adapter when configured, else the outbox. */
export async function createDeliveryProviders(
  config: DeliveryConfig,
  email: EmailProvider,
  /** Message emails' unsubscribe links (modules/unsubscribe/public.ts's unsubscribeLinksFor). */
  options: { unsubscribeLinks?: UnsubscribeLinksFor } = {},
): Promise<DeliveryProviders> {
  return {
    push: await pushProvider(config),
    sms: config.twilio ? createTwilioSms(config.twilio) : createOutboxProvider(),
    email: emailDeliveryProvider(email, config.emailLimits, options.unsubscribeLinks),
  };
}

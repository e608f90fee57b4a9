import type { Delivery } from '../delivery';

/**
 * The category a push with N buttons names (TIDINGS_ACTIONS_1 to _3): the iOS app registers one
 * UNNotificationCategory per count, each with N actions it titles from the `buttons` key, and the
 * Android app's activity declares the same names as intent actions (docs/decisions.md, "Rich push").
 */
export const actionsCategory = (count: number) => `TIDINGS_ACTIONS_${count}`;

const buttonsOf = (delivery: Delivery) => delivery.buttons ?? [];

/** Whether the delivery is a rich push: with an image or buttons. */
const isRich = (delivery: Delivery) => Boolean(delivery.image) || buttonsOf(delivery).length > 0;

/**
 * An FCM HTTP v1 message's rich parts, to lay over the plain message: the image where each
 * platform looks for it (`notification.image`, `android.notification.image`,
 * `apns.fcm_options.image`), the buttons as JSON in `data.buttons` (data values are strings) and
 * the category in `android.notification.click_action` and `apns.payload.aps.category`, with
 * `mutable-content` so the iOS extension may download the image. Nothing for a plain push.
 */
export function fcmRichParts(delivery: Delivery) {
  if (!isRich(delivery)) return null;
  const buttons = buttonsOf(delivery);
  const image = delivery.image ? { image: delivery.image } : {};
  const category = buttons.length > 0 ? actionsCategory(buttons.length) : null;
  return {
    notificationImage: image,
    data: buttons.length > 0 ? { buttons: JSON.stringify(buttons) } : {},
    android: {
      notification: { ...image, ...(category ? { click_action: category } : {}) },
    },
    apns: {
      payload: { aps: { 'mutable-content': 1, ...(category ? { category } : {}) } },
      ...(delivery.image ? { fcm_options: { image: delivery.image } } : {}),
    },
  };
}

/**
 * An APNs payload's rich parts: `mutable-content` in `aps` so the Notification Service Extension
 * runs, the category of its button count, and the custom keys `image` and `buttons`.
 */
export function apnsRichParts(delivery: Delivery) {
  if (!isRich(delivery)) return null;
  const buttons = buttonsOf(delivery);
  return {
    aps: {
      'mutable-content': 1,
      ...(buttons.length > 0 ? { category: actionsCategory(buttons.length) } : {}),
    },
    custom: {
      ...(delivery.image ? { image: delivery.image } : {}),
      ...(buttons.length > 0 ? { buttons } : {}),
    },
  };
}

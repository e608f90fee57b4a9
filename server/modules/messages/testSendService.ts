import { randomUUID } from 'node:crypto';
import type { DeliveryMode } from '../../../contract/messages';
import type { TestMessageBody, TestMessageSent } from '../../../contract/messageTest';
import type { Database } from '../../db/client';
import { createPublicRateLimit } from '../../db/publicRateLimit';
import { AppError, TooManyRequests, notFound } from '../../lib/errors';
import { compileTemplate, type MergeValues } from '../../lib/mergeTemplate';
import type { Scope } from '../../plugins/tenancy';
import type { DeliveryProvider } from '../../providers/delivery';
import type { EmailProvider } from '../../providers/email/emailProvider';
import { modeAllowed, type SendingChannel } from '../delivery/public';
import { checkMergeFields, type MessageTexts } from './mergeFieldCheck';
import { checkedLink } from './messageLink';
import { checkedRichPush } from '../../lib/richPushInput';
import { sanitizeMessageHtml } from './sanitizeHtml';
import { resolveSendingChannel } from './sender';
import {
  liveDevicesOf,
  memberWithEmail,
  optedOutWaysOf,
  sendingNames,
  testAdmin,
  testMemberInScope,
  type TestMember,
} from './testSendRepository';
import { checkedVariants } from './variantsInput';
import { companyDefaultLanguage } from './variantsRepository';

/** Where a test goes out: the push and SMS providers the dispatcher uses, and the app's email. */
export interface TestSendDeps {
  push: DeliveryProvider;
  sms: DeliveryProvider;
  email: EmailProvider;
}

/** The mark a test carries in its title (and its SMS), so nobody takes it for the real one. */
export const TEST_MARK = '[Test] ';

/** Tests an admin may send in a minute: enough to try a few drafts, too few to message people. */
export const TEST_LIMIT = { perAdmin: 10, windowMs: 60_000 };

const tooManyTests = (retryAfterSeconds: number) =>
  new TooManyRequests(
    'too_many_attempts',
    `You can send ${TEST_LIMIT.perAdmin} tests a minute: wait a moment and try again.`,
    retryAfterSeconds,
  );

const nobodyToTest = (chosen: boolean) =>
  new AppError(
    'error_no_test_recipient',
    chosen
      ? 'This member has no app on a device, no email and no phone to test with: choose another.'
      : 'You have no app on a device and no email to test with: choose a test member.',
  );

const notDelivered = () =>
  new AppError('error_sending_notification', 'The test could not be sent: try again shortly.');

/** A phone number as the answer shows it: its last four digits, the rest hidden. */
export function maskedPhone(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  const hidden = Math.max(0, digits.length - 4);
  return digits.slice(0, hidden).replace(/\d/g, '•') + digits.slice(hidden);
}

/** SMS goes with a test when the message would text: by SMS, or push falling back to SMS. */
const textsToo = (channel: SendingChannel, mode: DeliveryMode | undefined) =>
  (mode === 'sms' || mode === undefined || mode === 'fallback') && modeAllowed(channel, 'sms');

interface Recipient {
  member: TestMember | null;
  email: string | null;
  values: MergeValues;
}

/**
 * "Send a test": the draft as compose holds it, rendered for one person and handed straight to
 * the providers, its title marked "[Test] ". Nothing is stored: no message, receipt, outbox row,
 * credit or history (docs/decisions.md, "Send a test").
 */
export function createTestSender(
  db: Database,
  deps: TestSendDeps,
  now: () => Date = () => new Date(),
) {
  const limit = createPublicRateLimit(
    db,
    { windowMs: TEST_LIMIT.windowMs, refusal: tooManyTests },
    now,
  );

  /** Who the test goes to: the chosen member, or the admin and their own app user. */
  async function recipientOf(
    scope: Scope,
    adminId: string,
    channel: SendingChannel,
    memberId: string | undefined,
  ): Promise<Recipient> {
    const names = await sendingNames(db, channel.companyId, channel.channelId);
    const valuesOf = (member: TestMember): MergeValues => ({
      firstname: member.firstName,
      lastname: member.lastName,
      email: member.email ?? '',
      ...names,
      custom: member.customFields,
    });
    if (memberId) {
      const followsChannelId = scope.kind === 'channel' ? scope.channelId : null;
      const member = await testMemberInScope(
        db,
        { companyId: channel.companyId, followsChannelId },
        memberId,
      );
      if (!member) throw notFound('Member');
      // A member is emailed as a real send would: only where the channel or organisation allows.
      const email = modeAllowed(channel, 'email') ? member.email || null : null;
      return { member, email, values: valuesOf(member) };
    }
    const admin = await testAdmin(db, adminId);
    if (!admin) throw notFound('Admin');
    const member = await memberWithEmail(db, channel.companyId, admin.email);
    if (member) return { member, email: admin.email, values: valuesOf(member) };
    return {
      member: null,
      email: admin.email,
      values: {
        firstname: admin.firstName,
        lastname: admin.lastName,
        email: admin.email,
        ...names,
        custom: {},
      },
    };
  }

  return async function sendTest(
    scope: Scope,
    adminId: string,
    body: TestMessageBody,
  ): Promise<TestMessageSent> {
    checkedLink(body.url);
    const richPush = checkedRichPush(body);
    const channel = await resolveSendingChannel(db, scope, body.cpId);
    const own: MessageTexts = {
      title: body.title.trim(),
      push_message: body.push_message,
      message: sanitizeMessageHtml(body.message),
    };
    await checkMergeFields(db, channel.companyId, own);
    const defaultLanguage = await companyDefaultLanguage(db, channel.companyId);
    const variants = await checkedVariants(
      db,
      channel.companyId,
      defaultLanguage,
      body.variants ?? [],
    );
    await limit.take([{ key: `message-test:${adminId}`, limit: TEST_LIMIT.perAdmin }]);

    const { member, email, values } = await recipientOf(scope, adminId, channel, body.memberId);
    const language = (member?.language ?? defaultLanguage).toLowerCase();
    const version = variants.find((variant) => variant.language.toLowerCase() === language);
    const texts: MessageTexts = version
      ? { title: version.title, push_message: version.pushMessage, message: version.message }
      : own;
    const title = TEST_MARK + compileTemplate(texts.title, 'text')(values);
    const push = compileTemplate(texts.push_message, 'text')(values);
    // The member's opt-outs hold for a test too: an admin cannot reach them a way they refused.
    const refused = member
      ? await optedOutWaysOf(db, member.id, channel.channelId)
      : new Set<string>();
    const devices =
      member && !refused.has('push') ? await liveDevicesOf(db, channel.companyId, member.id) : [];
    const phone =
      member?.phone?.trim() && textsToo(channel, body.deliveryMode) && !refused.has('sms')
        ? member.phone
        : null;
    const emailTo = body.memberId !== undefined && refused.has('email') ? null : email;
    if (devices.length === 0 && !emailTo && !phone) throw nobodyToTest(body.memberId !== undefined);

    const receiptId = randomUUID();
    const pushes = await Promise.all(
      devices.map((device) =>
        deps.push.send({
          receiptId,
          address: device.pushToken,
          platform: device.platform,
          title,
          body: push,
          ...(richPush.pushImage ? { image: richPush.pushImage } : {}),
          ...(richPush.pushButtons.length > 0 ? { buttons: richPush.pushButtons } : {}),
        }),
      ),
    );
    const texted = phone
      ? await deps.sms.send({ receiptId, address: phone, title, body: TEST_MARK + push })
      : null;
    const emailed = emailTo
      ? await deps.email
          .send({
            to: emailTo,
            subject: title,
            text: push,
            html: compileTemplate(texts.message, 'html')(values),
          })
          .then(
            () => true,
            () => false,
          )
      : false;
    const sentTo = {
      push: pushes.filter((result) => result.ok).length,
      sms: phone && texted?.ok ? maskedPhone(phone) : null,
      email: emailed ? emailTo : null,
    };
    if (sentTo.push === 0 && !sentTo.sms && !sentTo.email) throw notDelivered();
    return { sentTo };
  };
}

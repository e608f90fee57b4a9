import { ErrorResponse, authErrors } from '../../../contract/common';
import {
  AudienceCountBody,
  AudienceCountResponse,
  ScheduleMessageBody,
  SendMessageBody,
  SentMessageResponse,
} from '../../../contract/messages';
import type { DomainRoutes } from '../../domains';
import { adminOf } from '../../plugins/auth';
import { scopeOf } from '../../plugins/tenancy';
import { readMessageForm } from './messageForm';
import { ANY_ADMIN } from '../../plugins/routeAccess';
import { tellApproversOfSent } from './reviewNotices';

const tags = ['messages'];
const sendErrors = { ...authErrors, 402: ErrorResponse, 409: ErrorResponse };
const fileErrors = { ...sendErrors, 413: ErrorResponse, 415: ErrorResponse };

const SEND_RULES =
  "When the organisation requires review (always, or above its threshold for this reach) the message is stored with review.state 'pending' and nothing goes out until an admin holding approveMessages approves it; the approvers are emailed. A channel admin sends through its own channel; company and platform admins name cpId, a channel of the company in scope (a platform admin chooses a company first). Reaching nobody answers 400 error_no_recipients and SMS beyond the channel's credits 402 error_no_text_credits; a deliveryMode the channel (or for email its organisation) does not allow 409 error_delivery_not_allowed, and a url that is not https:// 400 error_link_not_https; nothing is stored then.";
const FORM =
  'multipart/form-data: the JSON body in the field "data" and an HTML or PDF file (checked by its content, up to 10 MB) in the field "file"; any other file answers 400 error_file_type.';
const SCHEDULE_RULES =
  'Times are wall-clock in userTimeZone (unknown: 400 error_invalid_time_zone). once needs schedule_date still ahead (else 400 error_schedule_in_past), weekdays needs schedule_days. The audience is counted, not required: it is reached as it stands when each occurrence goes out.';

/** A file upload is read before the write's transaction opens (plugins/audit.ts). */
const UPLOAD_FIRST = { ownEntry: 'reads the upload before its transaction opens' };

/** SPEC.md section 7, "Messages": sending now and scheduling, with or without an attached file. */
export const sendRoutes: DomainRoutes = (app, { messages: { sender, reviewNotifier } }, done) => {
  app.post(
    '/messages/audience',
    {
      config: {
        access: { admins: ANY_ADMIN, key: 'messages' },
        audit: { read: 'counts the reach of a message not yet sent' },
      },
      schema: {
        tags,
        summary: 'How many a message would reach, by push, SMS and email, and the credits it needs',
        description:
          'The figures are those of deliveryMode (push with fallback when left out); modes gives every choice. A choice the channel does not allow answers 409 error_delivery_not_allowed.',
        body: AudienceCountBody,
        response: { 200: AudienceCountResponse, ...authErrors, 409: ErrorResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await sender.count(scopeOf(request), request.body),
    }),
  );

  app.post(
    '/messages/',
    {
      config: { access: { admins: ANY_ADMIN, key: 'messages' } },
      schema: {
        tags,
        summary: 'Send a message now',
        description: SEND_RULES,
        body: SendMessageBody,
        response: { 200: SentMessageResponse, ...sendErrors },
      },
    },
    async (request) => {
      const sent = await sender.sendNow(scopeOf(request), adminOf(request).id, request.body, null);
      await tellApproversOfSent(request.log, sent, reviewNotifier);
      return { success: true as const, data: sent };
    },
  );

  app.post(
    '/messages/file',
    {
      config: { access: { admins: ANY_ADMIN, key: 'messages' }, audit: UPLOAD_FIRST },
      schema: {
        tags,
        summary: 'Send a message now with an HTML or PDF file',
        description: `${FORM} ${SEND_RULES}`,
        consumes: ['multipart/form-data'],
        response: { 200: SentMessageResponse, ...fileErrors },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const { body, file } = await readMessageForm(request, SendMessageBody);
      const sent = await request.audited(() =>
        sender.sendNow(scope, adminOf(request).id, body, file),
      );
      await tellApproversOfSent(request.log, sent, reviewNotifier);
      return { success: true as const, data: sent };
    },
  );

  app.post(
    '/messages/schedule',
    {
      config: { access: { admins: ANY_ADMIN, key: 'messages' } },
      schema: {
        tags,
        summary: 'Schedule a message: once, on chosen weekdays, or daily',
        description: `${SCHEDULE_RULES} ${SEND_RULES}`,
        body: ScheduleMessageBody,
        response: { 200: SentMessageResponse, ...sendErrors },
      },
    },
    async (request) => {
      const sent = await sender.schedule(scopeOf(request), adminOf(request).id, request.body, null);
      await tellApproversOfSent(request.log, sent, reviewNotifier);
      return { success: true as const, data: sent };
    },
  );

  app.post(
    '/messages/schedule/file',
    {
      config: { access: { admins: ANY_ADMIN, key: 'messages' }, audit: UPLOAD_FIRST },
      schema: {
        tags,
        summary: 'Schedule a message with an HTML or PDF file',
        description: `${FORM} ${SCHEDULE_RULES}`,
        consumes: ['multipart/form-data'],
        response: { 200: SentMessageResponse, ...fileErrors },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const { body, file } = await readMessageForm(request, ScheduleMessageBody);
      const sent = await request.audited(() =>
        sender.schedule(scope, adminOf(request).id, body, file),
      );
      await tellApproversOfSent(request.log, sent, reviewNotifier);
      return { success: true as const, data: sent };
    },
  );
  done();
};

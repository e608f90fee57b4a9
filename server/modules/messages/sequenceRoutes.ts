import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { ErrorResponse, SuccessOnly, authErrors } from '../../../contract/common';
import { SequenceBody, SequenceListResponse, SequenceResponse } from '../../../contract/sequences';
import type { DomainRoutes } from '../../domains';
import { forbidden, notFound } from '../../lib/errors';
import { adminOf } from '../../plugins/auth';
import { scopeOf } from '../../plugins/tenancy';
import { readMessageForm } from './messageForm';
import type { ChannelScope } from './sequenceRepository';
import { cannotCreateSequence, found, messageDeleted, sequenceWritten } from './messageRefusals';
import { CHANNEL_ADMINS } from '../../plugins/routeAccess';
import { tellApproversIfPending } from './tellApprovers';

const tags = ['message sequences'];
const Id = Type.String({ format: 'uuid' });
const errors = { ...authErrors, 409: ErrorResponse };

/**
 * The channel admin's scope. The messagesSequence key is held by channel admins (groups 2 and 5)
 * only, which the routes' access declarations enforce; this narrows the type.
 */
function channelScope(request: FastifyRequest): ChannelScope {
  const scope = scopeOf(request);
  if (scope.kind !== 'channel') throw forbidden();
  return scope;
}

/** The body for the scope's channel, its label trimmed: another channel 404s, a blank label 400s. */
function checkedStep(scope: ChannelScope, body: SequenceBody): SequenceBody {
  if (body.cpId !== undefined && body.cpId !== scope.channelId) throw notFound('Channel');
  const label = body.label.trim();
  if (!label) throw cannotCreateSequence('Give the step a label.');
  return { ...body, label };
}

/** SPEC.md section 7, "Messages": a channel's message sequence. */
export const sequenceRoutes: DomainRoutes = (
  app,
  { messages: { sequences, mergeFields, reviewNotifier } },
  done,
) => {
  app.post(
    '/messages/sequence',
    {
      config: { access: { admins: CHANNEL_ADMINS, key: 'messagesSequence' } },
      schema: {
        tags,
        summary: "Add a step to your channel's message sequence",
        description:
          'Sent to each follower `interval` days after they followed the channel, while isActive. A blank label answers 400 error_creating_message_sequence.',
        body: SequenceBody,
        response: { 200: SequenceResponse, ...errors },
      },
    },
    async (request) => {
      const scope = channelScope(request);
      const body = checkedStep(scope, request.body);
      await mergeFields(scope.companyId, {
        title: body.title,
        push_message: body.pushMessage,
        message: body.message,
      });
      const written = sequenceWritten(
        await sequences.create(scope, adminOf(request).id, body, null),
      );
      await tellApproversIfPending(written, reviewNotifier, request.log);
      return { success: true as const, data: written };
    },
  );

  app.post(
    '/messages/sequence/file',
    {
      config: {
        access: { admins: CHANNEL_ADMINS, key: 'messagesSequence' },
        audit: { ownEntry: 'reads the upload before its transaction opens' },
      },
      schema: {
        tags,
        summary: 'Add a step with an HTML or PDF file',
        description:
          'multipart/form-data: the JSON body in the field "data", the HTML or PDF file (up to 10 MB) in the field "file".',
        consumes: ['multipart/form-data'],
        response: { 200: SequenceResponse, ...errors, 413: ErrorResponse, 415: ErrorResponse },
      },
    },
    async (request) => {
      const scope = channelScope(request);
      const form = await readMessageForm(request, SequenceBody);
      const body = checkedStep(scope, form.body);
      await mergeFields(scope.companyId, {
        title: body.title,
        push_message: body.pushMessage,
        message: body.message,
      });
      const written = await request.audited(async () =>
        sequenceWritten(await sequences.create(scope, adminOf(request).id, body, form.file)),
      );
      await tellApproversIfPending(written, reviewNotifier, request.log);
      return { success: true as const, data: written };
    },
  );

  app.get(
    '/messages/sequence/:cpId',
    {
      config: { access: { admins: CHANNEL_ADMINS, key: 'messagesSequence' } },
      schema: {
        tags,
        summary: "Your channel's sequence steps, by interval",
        params: Type.Object({ cpId: Id }),
        response: { 200: SequenceListResponse, ...errors },
      },
    },
    async (request) => {
      const scope = channelScope(request);
      if (request.params.cpId !== scope.channelId) throw notFound('Channel');
      return { success: true as const, data: await sequences.list(scope) };
    },
  );

  app.put(
    '/messages/sequence/:id',
    {
      config: { access: { admins: CHANNEL_ADMINS, key: 'messagesSequence' } },
      schema: {
        tags,
        summary: 'Change a sequence step',
        description:
          "Its label, interval, module, title, texts and whether it is active; an attached file stays. Followers already sent the step are not sent it again; a new interval applies to those it has not reached. A blank label answers 400 error_creating_message_sequence; another channel's step 404.",
        params: Type.Object({ id: Id }),
        body: SequenceBody,
        response: { 200: SequenceResponse, ...errors },
      },
    },
    async (request) => {
      const scope = channelScope(request);
      const body = checkedStep(scope, request.body);
      await mergeFields(scope.companyId, {
        title: body.title,
        push_message: body.pushMessage,
        message: body.message,
      });
      const written = found(
        'Sequence step',
        await sequences.update(scope, request.params.id, body),
      );
      await tellApproversIfPending(written, reviewNotifier, request.log);
      return { success: true as const, data: written };
    },
  );

  app.delete(
    '/messages/sequence/:id',
    {
      config: { access: { admins: CHANNEL_ADMINS, key: 'messagesSequence' } },
      schema: {
        tags,
        summary: 'Delete a sequence step: no follower is sent it any more',
        params: Type.Object({ id: Id }),
        response: { 200: SuccessOnly, ...errors },
      },
    },
    async (request) => {
      messageDeleted(await sequences.remove(channelScope(request), request.params.id));
      return { success: true as const };
    },
  );
  done();
};

import { and, asc, eq, sql } from 'drizzle-orm';
import type { SequenceBody, SequenceStep } from '../../../contract/messages';
import type { Database } from '../../db/client';
import { messageFiles, messageOccurrences, messages as m } from '../../db/schema/messages';
import { AppError, notFound } from '../../lib/errors';
import type { Scope } from '../../plugins/tenancy';
import { toPacificWallTime } from '../../lib/schedule';
import { loadSendingChannel } from '../delivery/public';
import type { UploadedFile } from './messageForm';
import { messagesInScope } from './messageScopeRepository';
import { sanitizeMessageHtml } from './sanitizeHtml';
import { softDeleteMessage } from './softDeleteRepository';
import { fileOf, selectSummaries, type SummaryRow } from './summaryRepository';

export type ChannelScope = Extract<Scope, { kind: 'channel' }>;

const cannotCreate = (reason: string) =>
  new AppError('error_creating_message_sequence', `Error creating message sequence. ${reason}`);

function toStep(row: SummaryRow): SequenceStep {
  const step = row.message;
  return {
    _id: step.id,
    cp_id: step.contentProviderId,
    label: step.label ?? '',
    interval: step.intervalDays ?? 0,
    module: step.module ?? '',
    title: step.title,
    pushMessage: step.pushMessage,
    message: step.message,
    isActive: step.status === 1,
    html_file: fileOf(row),
    sent: step.sent,
    read: step.read,
    dateCreated: toPacificWallTime(step.dateCreated),
  };
}

/**
 * Message sequences: steps a channel sends each follower `interval` days after they joined.
 * Each step has one standing occurrence, which the delivery engine's sequence runner moves on
 * (its watermark) as followers come due.
 */
export function createSequenceRepository(db: Database, clock: () => Date = () => new Date()) {
  async function store(
    scope: ChannelScope,
    adminId: string,
    body: SequenceBody,
    file: UploadedFile | null,
  ): Promise<string> {
    const label = body.label.trim();
    if (!label) throw cannotCreate('Give the step a label.');
    if (!(await loadSendingChannel(db, scope.companyId, scope.channelId)))
      throw cannotCreate('The channel is not available.');
    const now = clock();
    try {
      return await db.transaction(async (tx) => {
        const [stored] = file
          ? await tx
              .insert(messageFiles)
              .values({
                companyId: scope.companyId,
                name: file.name,
                mimeType: file.mimeType,
                size: file.content.length,
                content: file.content,
              })
              .returning({ id: messageFiles.id })
          : [];
        const [step] = await tx
          .insert(m)
          .values({
            companyId: scope.companyId,
            contentProviderId: scope.channelId,
            createdBy: adminId,
            kind: 'sequence',
            title: body.title.trim(),
            pushMessage: body.pushMessage,
            message: sanitizeMessageHtml(body.message),
            fileId: stored?.id ?? null,
            label,
            intervalDays: body.interval,
            module: body.module.trim(),
            status: body.isActive ? 1 : 0,
            dateCreated: now,
          })
          .returning({ id: m.id });
        if (!step) throw new Error('the sequence insert returned no row');
        // The standing occurrence the engine's sequence runner walks (state 'sequence', never
        // claimed by the fan-out), in the form the runner itself opens one: its watermark starts
        // `interval` days before the step, so followers not yet at day N are still reached.
        await tx.insert(messageOccurrences).values({
          messageId: step.id,
          dueAt: now,
          state: 'sequence',
          watermark: sql`${now.toISOString()}::timestamptz - ${body.interval} * interval '1 day'`,
        });
        return step.id;
      });
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw new AppError('error_creating_message_sequence', 'Error creating message sequence.');
    }
  }

  async function stepById(id: string): Promise<SequenceStep> {
    const [row] = await selectSummaries(db).where(eq(m.id, id));
    if (!row) throw notFound('Sequence step');
    return toStep(row);
  }

  return {
    async create(
      scope: ChannelScope,
      adminId: string,
      body: SequenceBody,
      file: UploadedFile | null,
    ): Promise<SequenceStep> {
      if (body.cpId !== undefined && body.cpId !== scope.channelId) throw notFound('Channel');
      return stepById(await store(scope, adminId, body, file));
    },

    /** The channel's steps by interval, then by when they were written. */
    async list(scope: ChannelScope, cpId: string): Promise<SequenceStep[]> {
      if (cpId !== scope.channelId) throw notFound('Channel');
      const rows = await selectSummaries(db)
        .where(and(messagesInScope(scope, 'sequence')))
        .orderBy(asc(m.intervalDays), asc(m.dateCreated), asc(m.id));
      return rows.map(toStep);
    },

    /**
     * Changes a step in place; its file stays. What later sends carry is the new text; a new
     * interval applies to the followers the step has not reached yet (the runner's watermark
     * stays, and a follower's receipt keeps them from getting the step twice).
     */
    async update(scope: ChannelScope, id: string, body: SequenceBody): Promise<SequenceStep> {
      if (body.cpId !== undefined && body.cpId !== scope.channelId) throw notFound('Channel');
      const label = body.label.trim();
      if (!label) throw cannotCreate('Give the step a label.');
      const [changed] = await db
        .update(m)
        .set({
          title: body.title.trim(),
          pushMessage: body.pushMessage,
          message: sanitizeMessageHtml(body.message),
          label,
          intervalDays: body.interval,
          module: body.module.trim(),
          status: body.isActive ? 1 : 0,
        })
        .where(and(eq(m.id, id), messagesInScope(scope, 'sequence')))
        .returning({ id: m.id });
      if (!changed) throw notFound('Sequence step');
      return stepById(changed.id);
    },

    remove(scope: ChannelScope, id: string): Promise<void> {
      return softDeleteMessage(db, scope, id, 'sequence');
    },
  };
}

export type SequenceRepository = ReturnType<typeof createSequenceRepository>;

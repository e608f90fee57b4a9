import { and, asc, eq, sql } from 'drizzle-orm';
import type { SequenceBody, SequenceStep } from '../../../contract/sequences';
import type { Database } from '../../db/client';
import { messageFiles, messageOccurrences, messages as m } from '../../db/schema/messages';
import type { Scope } from '../../plugins/tenancy';
import { toPacificWallTime } from '../../lib/schedule';
import { loadSendingChannel } from '../delivery/public';
import { reviewColumnsOnEdit } from './editedReviewRepository';
import type { UploadedFile } from './messageForm';
import { messagesInScope } from './messageScopeRepository';
import { reviewColumnsFor } from './reviewGateRepository';
import { sanitizeMessageHtml } from './sanitizeHtml';
import { softDeleteMessage, type MessageDeletion } from './softDeleteRepository';
import { filterSegment } from '../mobileUsers/public';
import { segmentAudience, segmentIdOf } from './segmentAudience';
import { stepReach } from './standingReachRepository';
import { fileOf, reviewOf, selectSummaries, type SummaryRow } from './summaryRepository';

export type ChannelScope = Extract<Scope, { kind: 'channel' }>;

/**
 * A step written, null for none in scope, or a refusal: the channel is not one the company can
 * send through, or the write failed (nothing stored).
 */
export type SequenceWrite = SequenceStep | { refused: 'channel_unavailable' | 'not_stored' } | null;

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
    segmentId: segmentIdOf(step.audience),
    html_file: fileOf(row),
    sent: step.sent,
    read: step.read,
    dateCreated: toPacificWallTime(step.dateCreated),
    review: reviewOf(row),
  };
}

/**
 * Message sequences: steps a channel sends each follower `interval` days after they joined.
 * Each step has one standing occurrence, which the delivery engine's sequence runner moves on
 * (its watermark) as followers come due.
 */
export function createSequenceRepository(db: Database, clock: () => Date = () => new Date()) {
  /** `body.label` comes trimmed and not blank. */
  async function store(
    scope: ChannelScope,
    adminId: string,
    body: SequenceBody,
    file: UploadedFile | null,
  ): Promise<string | { refused: 'channel_unavailable' | 'not_stored' }> {
    if (!(await loadSendingChannel(db, scope.companyId, scope.channelId)))
      return { refused: 'channel_unavailable' };
    const now = clock();
    // A segment must be the organisation's or this channel's (404 otherwise).
    await filterSegment(db, scope, { segmentId: body.segmentId ?? undefined });
    const audience = segmentAudience(body.segmentId);
    // Stored awaiting an approver when the organisation requires it at the channel's followers.
    const reach = await stepReach(db, scope.companyId, scope.channelId, now, audience);
    const review = await reviewColumnsFor(db, scope.companyId, reach, adminId, now);
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
            label: body.label,
            intervalDays: body.interval,
            module: body.module.trim(),
            status: body.isActive ? 1 : 0,
            audience,
            ...review,
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
    } catch {
      return { refused: 'not_stored' };
    }
  }

  async function stepById(id: string): Promise<SequenceStep | null> {
    const [row] = await selectSummaries(db).where(eq(m.id, id));
    return row ? toStep(row) : null;
  }

  return {
    /** `body.label` comes trimmed and not blank, `body.cpId` the scope's channel or none. */
    async create(
      scope: ChannelScope,
      adminId: string,
      body: SequenceBody,
      file: UploadedFile | null,
    ): Promise<SequenceWrite> {
      const stored = await store(scope, adminId, body, file);
      return typeof stored === 'string' ? stepById(stored) : stored;
    },

    /** The channel's steps by interval, then by when they were written. */
    async list(scope: ChannelScope): Promise<SequenceStep[]> {
      const rows = await selectSummaries(db)
        .where(and(messagesInScope(scope, 'sequence')))
        .orderBy(asc(m.intervalDays), asc(m.dateCreated), asc(m.id));
      return rows.map(toStep);
    },

    /**
     * Changes a step in place; its file stays. What later sends carry is the new text; a new
     * interval applies to the followers the step has not reached yet (the runner's watermark
     * stays, and a follower's receipt keeps them from getting the step twice). A step under
     * review goes back to awaiting an approver, the scope's admin its submitter, and the runner
     * holds it meanwhile (editedReviewRepository.ts). `body.label` comes trimmed and not blank.
     * Null: no such step in scope.
     */
    async update(
      scope: ChannelScope,
      id: string,
      body: SequenceBody,
    ): Promise<SequenceStep | null> {
      const now = clock();
      await filterSegment(db, scope, { segmentId: body.segmentId ?? undefined });
      const audience = segmentAudience(body.segmentId);
      const reach = await stepReach(db, scope.companyId, scope.channelId, now, audience);
      const review = await reviewColumnsOnEdit(db, scope.companyId, reach, scope.adminId, now);
      const [changed] = await db
        .update(m)
        .set({
          title: body.title.trim(),
          pushMessage: body.pushMessage,
          message: sanitizeMessageHtml(body.message),
          label: body.label,
          intervalDays: body.interval,
          module: body.module.trim(),
          status: body.isActive ? 1 : 0,
          audience,
          ...review,
        })
        .where(and(eq(m.id, id), messagesInScope(scope, 'sequence')))
        .returning({ id: m.id });
      return changed ? stepById(changed.id) : null;
    },

    remove(scope: ChannelScope, id: string): Promise<MessageDeletion> {
      return softDeleteMessage(db, scope, id, 'sequence');
    },
  };
}

export type SequenceRepository = ReturnType<typeof createSequenceRepository>;

import type {
  Segment,
  SegmentBody,
  SegmentCount,
  SegmentCountBody,
  SegmentListQuery,
  SegmentMember,
} from '../../../contract/segments';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import type { Scope } from '../../plugins/tenancy';
import {
  channelOfCompany,
  countMembers,
  customFieldsInUse,
  deleteSegment,
  findSegment,
  firstMembers,
  insertSegment,
  listSegments,
  pendingUsesOf,
  recordCount,
  updateSegment,
  type SegmentBase,
  type StoredSegment,
} from './repository';
import { checkSegmentRule } from './ruleInput';

const chooseOrganisation = () =>
  new AppError('validation_error', 'Choose an organization before using segments.', [
    { field: 'companyID', message: 'choose an organization' },
  ]);

const withoutCompany = ({ companyId: _companyId, ...segment }: StoredSegment): Segment => segment;

/**
 * Saved segments (docs/decisions.md, "Saved segments"): named rules over an organisation's
 * members or a channel's followers, kept per organisation, counted live while edited.
 */
export function createSegmentService(db: Database, clock: () => Date = () => new Date()) {
  /**
   * Whose members a request's segment is over. A channel admin's: always their channel's
   * followers. An organisation's admin: the organisation's, or one of its channels' when named.
   */
  async function baseFor(scope: Scope, channelId: string | null | undefined): Promise<SegmentBase> {
    if (!scope.companyId) throw chooseOrganisation();
    if (scope.kind === 'channel') return { companyId: scope.companyId, channelId: scope.channelId };
    if (!channelId) return { companyId: scope.companyId, channelId: null };
    if (!(await channelOfCompany(db, scope.companyId, channelId))) throw notFound('Channel');
    return { companyId: scope.companyId, channelId };
  }

  async function found(scope: Scope, id: string): Promise<StoredSegment> {
    const segment = await findSegment(db, scope, id);
    if (!segment) throw notFound('Segment');
    return segment;
  }

  const cleanName = (name: string) => {
    const trimmed = name.trim();
    if (!trimmed)
      throw new AppError('validation_error', 'name must not be blank', [
        { field: 'name', message: 'must not be blank' },
      ]);
    return trimmed;
  };

  /** Counts a saved segment now and keeps the count for the list. */
  async function countSaved(segment: StoredSegment): Promise<SegmentCount> {
    const counted = await countMembers(
      db,
      { companyId: segment.companyId, channelId: segment.channelId },
      segment.rule,
      clock(),
    );
    await recordCount(db, segment.id, counted);
    return counted;
  }

  return {
    async list(scope: Scope, query: SegmentListQuery) {
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? 25;
      const sort = query.sort ?? 'updatedAt';
      const result = await listSegments(db, scope, {
        search: query.search ?? '',
        sort,
        order: query.order ?? (sort === 'name' ? 'asc' : 'desc'),
        page,
        pageSize,
      });
      return { segments: result.segments.map(withoutCompany), total: result.total, page, pageSize };
    },

    async read(scope: Scope, id: string): Promise<Segment> {
      return withoutCompany(await found(scope, id));
    },

    async create(scope: Scope, body: SegmentBody): Promise<Segment> {
      const name = cleanName(body.name);
      checkSegmentRule(body.rule);
      const base = await baseFor(scope, body.channelId);
      const id = await insertSegment(db, {
        ...base,
        name,
        rule: body.rule,
        createdBy: scope.adminId,
      });
      await countSaved(await found(scope, id));
      return withoutCompany(await found(scope, id));
    },

    async update(scope: Scope, id: string, body: SegmentBody): Promise<Segment> {
      const name = cleanName(body.name);
      checkSegmentRule(body.rule);
      const current = await found(scope, id);
      // A platform admin looking across organisations edits within the segment's own.
      const scoped: Scope =
        scope.kind === 'platform' && !scope.companyId
          ? { ...scope, companyId: current.companyId }
          : scope;
      const base = await baseFor(
        scoped,
        body.channelId === undefined ? current.channelId : body.channelId,
      );
      if (
        !(await updateSegment(db, scope, id, { name, rule: body.rule, channelId: base.channelId }))
      )
        throw notFound('Segment');
      await countSaved(await found(scope, id));
      return withoutCompany(await found(scope, id));
    },

    /**
     * Deletes a segment no send still to go out uses: a scheduled or recurring message, a
     * sequence step or a campaign whose audience is the segment keeps it (409
     * error_segment_in_use) until it is changed, finished or deleted.
     */
    async remove(scope: Scope, id: string): Promise<void> {
      const segment = await found(scope, id);
      const uses = await pendingUsesOf(db, segment.companyId, id);
      if (uses > 0) {
        throw new AppError(
          'error_segment_in_use',
          `This segment is the audience of ${uses} scheduled ${uses === 1 ? 'send' : 'sends'} (messages, sequence steps or campaigns). Change their audience or delete them first.`,
        );
      }
      if (!(await deleteSegment(db, scope, id))) throw notFound('Segment');
    },

    /** The live count of a rule being edited, not saved. */
    async countRule(scope: Scope, body: SegmentCountBody): Promise<SegmentCount> {
      checkSegmentRule(body.rule);
      return countMembers(db, await baseFor(scope, body.channelId), body.rule, clock());
    },

    /** A saved segment counted now; a read, so it keeps nothing (saving keeps the count). */
    async countSegment(scope: Scope, id: string): Promise<SegmentCount> {
      const segment = await found(scope, id);
      return countMembers(
        db,
        { companyId: segment.companyId, channelId: segment.channelId },
        segment.rule,
        clock(),
      );
    },

    /** The custom fields in use, for the editor (the organisation's, or the channel's followers'). */
    async choices(scope: Scope) {
      return { customFields: await customFieldsInUse(db, await baseFor(scope, null)) };
    },

    async members(scope: Scope, id: string, limit = 25): Promise<SegmentMember[]> {
      const segment = await found(scope, id);
      return firstMembers(
        db,
        { companyId: segment.companyId, channelId: segment.channelId },
        segment.rule,
        clock(),
        limit,
      );
    },
  };
}

export type SegmentService = ReturnType<typeof createSegmentService>;

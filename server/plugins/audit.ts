import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import fp from 'fastify-plugin';
import type { AuditOutcome } from '../../contract/auditLog';
import { inTransaction } from '../db/contextual';
import type { Database } from '../db/client';
import type { StoredAuditChange, StoredAuditSummary } from '../db/schema/auditLog';
import {
  beginChangeCapture,
  ensurePartitions,
  insertAuditEntry,
  takeChanges,
  targetOf,
  type NewAuditEntry,
} from '../modules/auditLog/public';
import type { RouteAccess } from './routeAccess';

/**
 * How a route stands to the audit log, when not as its method says (every signed-in call that is
 * not a GET is a write and audited; a GET is a read). Each says why, in words.
 */
export type RouteAudit =
  /** A read despite its method (a list or a count asked for with a body, a download). */
  | { readonly read: string }
  /**
   * A write whose work outlives the handler or must not hold a transaction open while the
   * request streams in (an upload, a streamed sync): it runs that work in `request.audited`,
   * which writes the entry in the work's own transaction.
   */
  | { readonly ownEntry: string }
  /** A GET that writes (a reset link emailed): audited like any write. */
  | { readonly write: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    audit?: RouteAudit;
  }
  interface FastifySchema {
    /** How the route is audited, as the OpenAPI document shows it. */
    'x-audit'?: string;
  }
  interface FastifyRequest {
    /**
     * Runs a write in one transaction that every repository joins, with its audit entry
     * (`summary`: the counts of a bulk write) written before it commits. For `ownEntry` routes.
     */
    audited<T>(
      work: () => Promise<T>,
      summary?: (result: T) => StoredAuditSummary | null,
    ): Promise<T>;
  }
}

type Mode = 'audited' | 'own' | 'none';

const isRead = (method: string) => method === 'GET' || method === 'HEAD' || method === 'OPTIONS';

function modeOf(
  method: string,
  access: RouteAccess | undefined,
  audit: RouteAudit | undefined,
): Mode {
  if (!access || (access.public && !access.readsToken)) return 'none';
  if (audit && 'read' in audit) return 'none';
  if (audit && 'ownEntry' in audit) return 'own';
  if (audit && 'write' in audit) return 'audited';
  return isRead(method) ? 'none' : 'audited';
}

/** What is wrong with a declaration, or null. */
function declarationProblem(method: string, audit: RouteAudit | undefined): string | null {
  if (!audit) return null;
  const [kind, why] = Object.entries(audit)[0] ?? ['', ''];
  if (typeof why !== 'string' || why.trim() === '')
    return `declares config.audit.${kind} without saying why`;
  if (kind === 'write' && !isRead(method))
    return 'declares audit.write, but every write method is audited already';
  if (kind !== 'write' && isRead(method))
    return `declares audit.${kind}, but a GET is audited only with audit.write`;
  return null;
}

/** Thrown to undo a handler's writes when it answered an error without throwing one. */
class AnsweredError extends Error {
  constructor(readonly value: unknown) {
    super('the handler answered an error');
  }
}

const PARTITION_CHECK_MS = 6 * 60 * 60 * 1000;

/**
 * The audit log (docs/ARCHITECTURE.md, "Every write is audited"): every route a signed-in admin
 * writes through runs in one transaction that every repository joins (server/db/contextual.ts);
 * the rows it changed are noted by triggers and the entry is written before commit. A write that
 * fails leaves no entry; a refused one (403) is written as refused, on its own.
 */
export const auditPlugin = fp(
  (app: FastifyInstance, { db }: { db: Database }) => {
    const problems: string[] = [];
    const modes = new Map<string, Mode>();
    const keyOf = (method: string, url: string) => `${method} ${url}`;

    function entryOf(
      request: FastifyRequest,
      outcome: AuditOutcome,
      status: number,
      changes: readonly StoredAuditChange[],
      response: unknown,
      summary: StoredAuditSummary | null,
    ): NewAuditEntry | null {
      const admin = request.admin;
      if (!admin) return null;
      const route = request.routeOptions.url ?? request.url;
      const target = targetOf({
        route,
        params: request.params,
        body: request.body,
        response,
        changes,
        adminId: admin.id,
      });
      const companyOfTarget = target.type === 'company' ? target.id : null;
      return {
        adminId: admin.id,
        adminGroup: admin.userGroup,
        companyId: request.scope?.companyId ?? companyOfTarget ?? admin.companyId ?? null,
        method: request.method,
        route,
        targetType: target.type,
        targetId: target.id,
        outcome,
        status,
        changes,
        // A write made with an API key is its creator's, and says which key made it.
        summary: admin.apiKeyId ? { ...summary, apiKeyId: admin.apiKeyId } : summary,
      };
    }

    /** The work and its entry in one transaction; an error answered without a throw undoes it. */
    async function runAudited<T>(
      request: FastifyRequest,
      reply: FastifyReply | null,
      work: () => Promise<T>,
      summary: (result: T) => StoredAuditSummary | null,
    ): Promise<T> {
      if (!request.admin) return work();
      try {
        return await inTransaction(db, async (tx) => {
          await beginChangeCapture(tx);
          const result = await work();
          const status = reply?.statusCode ?? 200;
          if (status >= 400) throw new AnsweredError(result);
          const entry = entryOf(
            request,
            'succeeded',
            status,
            await takeChanges(tx),
            result,
            summary(result),
          );
          if (entry) await insertAuditEntry(tx, entry);
          return result;
        });
      } catch (error) {
        if (error instanceof AnsweredError) return error.value as T;
        throw error;
      }
    }

    app.decorateRequest('audited', function audited<
      T,
    >(this: FastifyRequest, work: () => Promise<T>, summary: (result: T) => StoredAuditSummary | null = () => null): Promise<T> {
      return runAudited(this, null, work, summary);
    });

    app.addHook('onRoute', (route) => {
      const methods = [route.method].flat().map(String);
      const audit = route.config?.audit;
      for (const method of methods) {
        const problem = declarationProblem(method, audit);
        if (problem) problems.push(`${method} ${route.url} ${problem}`);
        modes.set(keyOf(method, route.url), modeOf(method, route.config?.access, audit));
      }
      const mode = modes.get(keyOf(methods[0] ?? 'GET', route.url)) ?? 'none';
      const described =
        mode === 'audited'
          ? 'audited'
          : audit && 'ownEntry' in audit
            ? `own entry: ${audit.ownEntry}`
            : audit && 'read' in audit
              ? `read: ${audit.read}`
              : 'not a write';
      route.schema = { ...route.schema, 'x-audit': described };
      if (mode !== 'audited') return;
      const handler: RouteHandlerMethod = route.handler;
      route.handler = function auditedHandler(this: FastifyInstance, request, reply) {
        return runAudited(
          request,
          reply,
          () => Promise.resolve(handler.call(this, request, reply)),
          () => null,
        );
      };
    });

    app.addHook('onReady', async () => {
      if (problems.length > 0) {
        throw new Error(`${problems.join('; ')} (server/plugins/audit.ts).`);
      }
      await ensurePartitions(db);
    });
    const timer = setInterval(() => {
      ensurePartitions(db).catch((error: unknown) =>
        app.log.error({ err: error }, 'audit log partitions could not be made'),
      );
    }, PARTITION_CHECK_MS);
    timer.unref();
    app.addHook('onClose', (_instance, done) => {
      clearInterval(timer);
      done();
    });

    // A refusal for lack of rights is recorded on its own, before the answer goes out.
    app.addHook('onSend', async (request, reply, payload) => {
      if (reply.statusCode !== 403 || request.is404 || !request.admin) return payload;
      const mode = modes.get(keyOf(request.method, request.routeOptions.url ?? ''));
      if (mode !== 'audited' && mode !== 'own') return payload;
      const entry = entryOf(request, 'refused', 403, [], null, null);
      if (entry) {
        await insertAuditEntry(db, entry).catch((error: unknown) =>
          request.log.error({ err: error }, 'the refused write could not be audited'),
        );
      }
      return payload;
    });
  },
  { name: 'audit', dependencies: ['auth', 'tenancy'] },
);

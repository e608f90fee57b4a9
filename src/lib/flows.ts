import type { UnknownAction } from '@reduxjs/toolkit';
import { messageForCode } from './apiErrors';

/** How a server flow stands. */
export type RequestStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

/** One server flow as a slice keeps it: how it stands and, when it failed, why. */
export interface FlowState {
  status: RequestStatus;
  /** The mapped message of the failure, for the page to show. */
  error: string | null;
  /** The server's code of the failure, for pages that word one code their own way. */
  code: string | null;
  /** The request whose outcome counts: an older one settling late changes nothing. */
  requestId: string | null;
}

export const idleFlow: FlowState = { status: 'idle', error: null, code: null, requestId: null };

/** Whether a thunk action belongs to the request a flow waits on (data reducers drop the rest). */
export const isLatestRequest = (flow: FlowState, meta: { requestId: string }) =>
  flow.requestId === meta.requestId;

interface Matcher {
  match: (action: unknown) => boolean;
}

/** Any thunk made by createAsyncThunk: its three action creators. */
export interface FlowThunk {
  pending: Matcher;
  fulfilled: Matcher;
  rejected: Matcher;
}

interface FlowAction extends UnknownAction {
  payload?: unknown;
  meta: { requestId: string; aborted?: boolean; code?: string | null };
}

type Phase = 'pending' | 'fulfilled' | 'rejected';

const hasRequestMeta = (action: UnknownAction): action is FlowAction =>
  typeof action.meta === 'object' &&
  action.meta !== null &&
  'requestId' in action.meta &&
  typeof action.meta.requestId === 'string';

function nextFlow(phase: Phase, current: FlowState, action: FlowAction): FlowState {
  const { requestId, aborted, code } = action.meta;
  if (phase === 'pending') return { status: 'loading', error: null, code: null, requestId };
  if (current.requestId !== requestId) return current;
  if (phase === 'fulfilled') return { ...current, status: 'succeeded' };
  // An aborted request (the page was left, a dialog closed) is no failure to show.
  if (aborted) return idleFlow;
  return {
    status: 'failed',
    error: typeof action.payload === 'string' ? action.payload : messageForCode('internal_error'),
    code: code ?? null,
    requestId,
  };
}

/**
 * The pending/fulfilled/rejected bookkeeping of a slice's flows, each one fed by one or more
 * thunks. A flow follows its latest request: a newer request replaces the one before, whose late
 * answer is ignored, and an aborted request leaves the flow idle instead of failed.
 *
 *   const flows = trackFlows<GroupsFlow>({ list: [fetchGroups], save: [createGroup, updateGroup] });
 *   initialState = { ..., flows: flows.initial };
 *   builder.addMatcher(flows.matches, (state, action) => flows.reduce(state.flows, action));
 *
 * Add the slice's addCase reducers before the matcher: they run first, so a data reducer can ask
 * isLatestRequest(state.flows.list, meta) while the flow still names the request it waits on.
 */
export function trackFlows<Flow extends string>(flows: Record<Flow, readonly FlowThunk[]>) {
  const entries = Object.entries(flows) as [Flow, readonly FlowThunk[]][];

  const find = (action: unknown): [Flow, Phase] | null => {
    for (const [flow, thunks] of entries) {
      for (const thunk of thunks) {
        if (thunk.pending.match(action)) return [flow, 'pending'];
        if (thunk.fulfilled.match(action)) return [flow, 'fulfilled'];
        if (thunk.rejected.match(action)) return [flow, 'rejected'];
      }
    }
    return null;
  };

  return {
    initial: Object.fromEntries(entries.map(([flow]) => [flow, idleFlow])) as Record<
      Flow,
      FlowState
    >,
    matches: (action: UnknownAction): action is FlowAction =>
      hasRequestMeta(action) && find(action) !== null,
    /** Moves the flow the action belongs to; `state` is the slice's (draft) flows record. */
    reduce(state: Record<Flow, FlowState>, action: FlowAction): void {
      const found = find(action);
      if (!found) return;
      const [flow, phase] = found;
      state[flow] = nextFlow(phase, state[flow], action);
    },
  };
}

import { useEffect, useMemo, useRef } from 'react';
import type { AudienceCount, AudienceCountBody } from '../../../contract/messages';
import { useAppDispatch } from '../../state/hooks';
import { audienceOf, localAtOf, type ComposeValues } from './composeForm';
import { fetchAudienceCount } from './composeThunks';
import { audienceCleared, audienceReused } from './messagesSlice';

/** Long enough to skip a burst of clicks or keystrokes, short enough to feel live. */
export const COUNT_DEBOUNCE_MS = 150;

type AudienceValues = Pick<
  ComposeValues,
  | 'cpId'
  | 'device'
  | 'deliveryMode'
  | 'audienceKind'
  | 'groups'
  | 'users'
  | 'segmentId'
  | 'schedule'
  | 'schedule_date'
  | 'schedule_time'
  | 'localTime'
>;

/** Whether the audience cannot be counted yet: no channel where one is needed, or none chosen. */
export function audienceUnready(
  values: Pick<ComposeValues, 'cpId' | 'audienceKind' | 'groups' | 'users'> &
    Partial<Pick<ComposeValues, 'segmentId'>>,
  needsChannel: boolean,
): boolean {
  const { audienceKind, groups, users } = values;
  return (
    (needsChannel && !values.cpId) ||
    (audienceKind === 'segment' && !values.segmentId) ||
    (audienceKind === 'groups' && groups.length === 0) ||
    (audienceKind === 'users' && users.mode === 'ids' && users.userIds.length === 0)
  );
}

/** The count request, in one spelling per audience: the groups and users in a stable order. */
export function audienceRequest(values: AudienceValues): AudienceCountBody {
  const audience = audienceOf(values);
  const sorted =
    audience.kind === 'groups'
      ? { ...audience, groups: [...audience.groups].sort() }
      : audience.kind === 'users' && audience.filter.userIds
        ? {
            ...audience,
            filter: { ...audience.filter, userIds: [...audience.filter.userIds].sort() },
          }
        : audience;
  const localAt = localAtOf(values);
  return {
    ...(values.cpId && { cpId: values.cpId }),
    device: values.device,
    audience: sorted,
    // Push with fallback is what the API counts when no choice is named.
    ...(values.deliveryMode !== 'fallback' && { deliveryMode: values.deliveryMode }),
    // A local-time send also asks which zones the audience spans.
    ...(localAt && { localAt }),
  };
}

/**
 * Keeps the reach of the chosen audience in the store: asks the server once the choice has
 * rested for COUNT_DEBOUNCE_MS, aborts a request a newer choice replaced, and shows an audience
 * counted earlier on this page again at once, without asking.
 */
export function useAudienceCount(values: AudienceValues, skip: boolean): void {
  const dispatch = useAppDispatch();
  const counted = useRef(new Map<string, AudienceCount>());
  const { cpId, device, deliveryMode, audienceKind, groups, users, segmentId } = values;
  const { schedule, schedule_date, schedule_time, localTime } = values;
  // The request as text, so an unchanged audience (typing in the title) asks nothing new.
  const request = useMemo(
    () =>
      JSON.stringify(
        audienceRequest({
          cpId,
          device,
          deliveryMode,
          audienceKind,
          groups,
          users,
          segmentId,
          schedule,
          schedule_date,
          schedule_time,
          localTime,
        }),
      ),
    [
      cpId,
      device,
      deliveryMode,
      audienceKind,
      groups,
      users,
      segmentId,
      schedule,
      schedule_date,
      schedule_time,
      localTime,
    ],
  );

  useEffect(() => {
    if (skip) {
      dispatch(audienceCleared());
      return;
    }
    const known = counted.current.get(request);
    if (known) {
      dispatch(audienceReused(known));
      return;
    }
    const body = JSON.parse(request) as AudienceCountBody;
    let pending: ReturnType<typeof countNow> | null = null;
    const countNow = () => dispatch(fetchAudienceCount(body));
    const timer = setTimeout(() => {
      pending = countNow();
      void pending.then((result) => {
        if (fetchAudienceCount.fulfilled.match(result))
          counted.current.set(request, result.payload);
      });
    }, COUNT_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      pending?.abort();
    };
  }, [dispatch, request, skip]);
}

import { useEffect } from 'react';
import type { ChannelName } from '../lib/channelChoices';
import { selectChannelNamesFlow, selectChannelNamesOf } from './channelNamesSlice';
import { fetchChannelNames } from './channelNamesThunks';
import { useAppDispatch, useAppSelector } from './hooks';
import { selectCompanyInView } from './session';

const NONE: ChannelName[] = [];

/**
 * The channels of the organisation in view, for a picker: read once and kept (see
 * fetchChannelNames), read again when the organisation changes. `skip` when the screen needs
 * none (a channel admin's own channel, no organisation chosen). The read is never aborted: other
 * pickers may be waiting for it.
 */
export function useChannelNames(skip = false): {
  channels: ChannelName[];
  /** The names of the organisation in view are at hand. */
  loaded: boolean;
  /** Why the read failed, or null. */
  error: string | null;
} {
  const dispatch = useAppDispatch();
  const companyInView = useAppSelector(selectCompanyInView);
  const channels = useAppSelector((state) => selectChannelNamesOf(state, companyInView));
  const flow = useAppSelector(selectChannelNamesFlow);
  useEffect(() => {
    if (!skip) void dispatch(fetchChannelNames(companyInView));
  }, [dispatch, skip, companyInView]);
  return {
    channels: channels ?? NONE,
    loaded: channels !== null,
    error: flow.status === 'failed' ? flow.error : null,
  };
}

import { useEffect, useMemo } from 'react';
import type { FieldOption } from '../../components/form/SelectField';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectCompanyInView, selectIsChannelAdmin } from '../../app/session';
import { selectUploadChannels } from './uploadsSlice';
import { fetchUploadChannels } from './uploadsThunks';

/**
 * The channels a file may be put in, as options; null for a channel admin, whose files always go
 * to their own channel (the API decides that too).
 */
export function useChannelOptions(): readonly FieldOption[] | null {
  const dispatch = useAppDispatch();
  const channelAdmin = useAppSelector(selectIsChannelAdmin);
  const companyInView = useAppSelector(selectCompanyInView);
  const channels = useAppSelector(selectUploadChannels);
  useEffect(() => {
    if (channelAdmin) return;
    const request = dispatch(fetchUploadChannels());
    return () => request.abort();
  }, [dispatch, channelAdmin, companyInView]);
  return useMemo(
    () =>
      channelAdmin
        ? null
        : channels.map((channel) => ({ value: channel._id, label: channel.clientName })),
    [channelAdmin, channels],
  );
}

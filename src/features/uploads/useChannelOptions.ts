import { useMemo } from 'react';
import { useAppSelector } from '../../state/hooks';
import { selectIsChannelAdmin } from '../../state/session';
import { useChannelNames } from '../../state/useChannelNames';
import type { FieldOption } from '../../components/form/SelectField';

/**
 * The channels a file may be put in, as options; null for a channel admin, whose files always go
 * to their own channel (the API decides that too).
 */
export function useChannelOptions(): readonly FieldOption[] | null {
  const channelAdmin = useAppSelector(selectIsChannelAdmin);
  const { channels } = useChannelNames(channelAdmin);
  return useMemo(
    () =>
      channelAdmin
        ? null
        : channels.map((channel) => ({ value: channel._id, label: channel.clientName })),
    [channelAdmin, channels],
  );
}

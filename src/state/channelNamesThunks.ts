import { fetchChannelNames as fetchNames } from '../lib/channelChoices';
import { createApiThunk } from './createApiThunk';

/**
 * An organisation's channels, by name: the one read behind every feature's channel picker. It
 * is kept per organisation, so a second picker reads it without another call; a read under way
 * or done for the same organisation is not started again.
 */
export const fetchChannelNames = createApiThunk(
  'channelNames/fetch',
  (companyID: string, { signal }) => fetchNames(companyID, signal),
  {
    condition: (companyID, { getState }) => {
      const kept = getState().channelNames;
      if (!kept || kept.companyID !== companyID) return true;
      return kept.flows.list.status === 'idle' || kept.flows.list.status === 'failed';
    },
  },
);

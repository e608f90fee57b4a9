import { createApiThunk } from '../../state/createApiThunk';
import { chooseAbTestWinner, fetchAbTestResult } from './abTestApi';

export const fetchAbTest = createApiThunk('abTests/fetch', (messageId: string, { signal }) =>
  fetchAbTestResult(messageId, signal),
);

/** The sender's choice of the winner; the test is read again for its new state. */
export const chooseWinner = createApiThunk(
  'abTests/chooseWinner',
  async ({ messageId, position }: { messageId: string; position: number }, { signal }) => {
    await chooseAbTestWinner(messageId, { position });
    return fetchAbTestResult(messageId, signal);
  },
);

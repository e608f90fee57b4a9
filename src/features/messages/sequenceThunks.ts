import type { SequenceBody } from '../../../contract/sequences';
import { createApiThunk } from '../../state/createApiThunk';
import { selectChannelInView } from '../../state/session';
import { uploadProgressed } from './composeThunks';
import * as api from './sequenceApi';

export const fetchSequence = createApiThunk(
  'messages/fetchSequence',
  (_: void, { getState, signal }) => api.fetchSequence(selectChannelInView(getState()), signal),
);

export const createSequenceStep = createApiThunk(
  'messages/createSequenceStep',
  ({ body, file }: { body: SequenceBody; file: File | null }, { dispatch }) =>
    file
      ? api.createSequenceStepWithFile(body, file, (percent) => dispatch(uploadProgressed(percent)))
      : api.createSequenceStep(body),
);

export const updateSequenceStep = createApiThunk(
  'messages/updateSequenceStep',
  ({ id, body }: { id: string; body: SequenceBody }) => api.updateSequenceStep(id, body),
);

export const deleteSequenceStep = createApiThunk(
  'messages/deleteSequenceStep',
  async (id: string) => {
    await api.deleteSequenceStep(id);
    return id;
  },
);

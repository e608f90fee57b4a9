import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { idleFlow, trackFlows } from './flows';

const load = createAsyncThunk<
  string,
  void,
  { rejectValue: string; rejectedMeta: { code: string } }
>('test/load', () => 'rows');
const save = createAsyncThunk('test/save', () => 'saved');

const flows = trackFlows<'load' | 'save'>({ load: [load], save: [save] });
const slice = createSlice({
  name: 'test',
  initialState: { flows: flows.initial },
  reducers: {},
  extraReducers: (builder) => {
    builder.addMatcher(flows.matches, (state, action) => flows.reduce(state.flows, action));
  },
});

const reduce = slice.reducer;
const start = slice.getInitialState();

describe('trackFlows', () => {
  it('starts idle and follows a request from loading to succeeded', () => {
    expect(start.flows.load).toEqual(idleFlow);
    const loading = reduce(start, load.pending('r1'));
    expect(loading.flows.load).toMatchObject({ status: 'loading', requestId: 'r1' });
    expect(loading.flows.save).toEqual(idleFlow);
    expect(reduce(loading, load.fulfilled('rows', 'r1')).flows.load.status).toBe('succeeded');
  });

  it('keeps the mapped message and the server code of a failure', () => {
    const loading = reduce(start, load.pending('r1'));
    const failed = reduce(
      loading,
      load.rejected(null, 'r1', undefined, 'Error retrieving data.', {
        code: 'error_retrieving_data',
      }),
    );
    expect(failed.flows.load).toEqual({
      status: 'failed',
      error: 'Error retrieving data.',
      code: 'error_retrieving_data',
      requestId: 'r1',
    });
  });

  it('follows the latest request: an older one settling late changes nothing', () => {
    let state = reduce(start, load.pending('old'));
    state = reduce(state, load.pending('new'));
    state = reduce(state, load.rejected(null, 'old', undefined, 'Late failure', { code: 'x' }));
    expect(state.flows.load).toMatchObject({ status: 'loading', requestId: 'new' });
    state = reduce(state, load.fulfilled('rows', 'new'));
    expect(state.flows.load.status).toBe('succeeded');
  });

  it('leaves an aborted request idle, not failed', () => {
    const loading = reduce(start, load.pending('r1'));
    const aborted = load.rejected(new DOMException('Aborted', 'AbortError'), 'r1', undefined);
    expect(aborted.meta.aborted).toBe(true);
    expect(reduce(loading, aborted).flows.load).toEqual(idleFlow);
  });
});

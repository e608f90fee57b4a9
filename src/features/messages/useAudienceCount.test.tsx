import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { channelAdmin } from '../../../tests/messagesPages';
import { messagesStore, resetMessagesStore } from '../../../tests/msw/messagesStore';
import { loadedSlice, signedInState, signIn } from '../../../tests/render';
import { makeStore } from '../../app/store';
import { NEW_MESSAGE } from './composeForm';
import './messagesSlice';
import { COUNT_DEBOUNCE_MS, useAudienceCount } from './useAudienceCount';

type Values = Parameters<typeof useAudienceCount>[0];

function renderCount(initial: Values) {
  const profile = channelAdmin();
  signIn(profile);
  const store = makeStore(signedInState(profile));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );
  const hook = renderHook((values: Values) => useAudienceCount(values, false), {
    initialProps: initial,
    wrapper,
  });
  const countStatus = () => loadedSlice(store.getState(), 'messages').flows.audience.status;
  return { ...hook, countStatus };
}

beforeEach(() => {
  resetMessagesStore();
  // Only the timers: the mock server's promises must still run.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => vi.useRealTimers());

describe('useAudienceCount', () => {
  const base: Values = { ...NEW_MESSAGE, cpId: 'cp-1' };

  it('asks only once the audience has rested for the debounce, and once for a burst', async () => {
    const { rerender, countStatus } = renderCount(base);
    rerender({ ...base, audienceKind: 'groups', groups: ['g1'] });
    await act(() => vi.advanceTimersByTimeAsync(COUNT_DEBOUNCE_MS - 1));
    rerender({ ...base, audienceKind: 'groups', groups: ['g2', 'g1'] });
    await act(() => vi.advanceTimersByTimeAsync(COUNT_DEBOUNCE_MS - 1));
    expect(countStatus()).toBe('idle');

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(countStatus()).toBe('loading');
    // The mock server answers on real timers.
    vi.useRealTimers();
    await vi.waitFor(() => expect(countStatus()).toBe('succeeded'));
    expect(messagesStore.audienceRequests).toHaveLength(1);
    expect(messagesStore.audienceRequests[0]?.audience).toEqual({
      kind: 'groups',
      groups: ['g1', 'g2'],
    });
  });
});

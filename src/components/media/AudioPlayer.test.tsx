import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AudioPlayer } from './AudioPlayer';

/** howler cannot play in jsdom: a Howl that records its calls and lets a test fire its events. */
const fake = vi.hoisted(() => {
  interface Options {
    src: string[];
    html5?: boolean;
    format?: string[];
    volume?: number;
    onload?: () => void;
    onloaderror?: (id: number, error: unknown) => void;
    onplayerror?: (id: number, error: unknown) => void;
    onend?: () => void;
  }
  class FakeHowl {
    static made: FakeHowl[] = [];
    calls: Array<[string, ...unknown[]]> = [];
    loadState: 'unloaded' | 'loading' | 'loaded' = 'loading';
    position = 0;
    length = 200;
    constructor(readonly options: Options) {
      FakeHowl.made.push(this);
    }
    play() {
      this.calls.push(['play']);
      return 1;
    }
    pause() {
      this.calls.push(['pause']);
      return this;
    }
    stop() {
      this.calls.push(['stop']);
      this.position = 0;
      return this;
    }
    seek(seconds?: number) {
      if (seconds === undefined) return this.position;
      this.calls.push(['seek', seconds]);
      this.position = seconds;
      return this;
    }
    loop(on: boolean) {
      this.calls.push(['loop', on]);
      return this;
    }
    volume(level: number) {
      this.calls.push(['volume', level]);
      return this;
    }
    duration() {
      return this.loadState === 'loaded' ? this.length : 0;
    }
    state() {
      return this.loadState;
    }
    unload() {
      this.calls.push(['unload']);
      this.loadState = 'unloaded';
    }
    fireLoad() {
      this.loadState = 'loaded';
      this.options.onload?.();
    }
    fireLoadError() {
      this.loadState = 'unloaded';
      this.options.onloaderror?.(1, 'Decoding audio data failed.');
    }
    fireEnd() {
      this.position = 0;
      this.options.onend?.();
    }
    called(name: string) {
      return this.calls.filter(([called]) => called === name).map(([, ...args]) => args);
    }
  }
  return { FakeHowl };
});

vi.mock('howler', () => ({ Howl: fake.FakeHowl }));

const { FakeHowl } = fake;

afterEach(() => {
  FakeHowl.made.length = 0;
  vi.useRealTimers();
});

function lastHowl() {
  const howl = FakeHowl.made.at(-1);
  if (!howl) throw new Error('no Howl was made');
  return howl;
}

/** Renders a player whose sound (3:20 long) has loaded. */
function renderLoaded(props: Partial<Parameters<typeof AudioPlayer>[0]> = {}) {
  const view = render(<AudioPlayer src="/files/a1" title="Morning briefing" {...props} />);
  const howl = lastHowl();
  act(() => howl.fireLoad());
  return { ...view, howl, user: userEvent.setup() };
}

describe('AudioPlayer', () => {
  it('makes one HTML5 Howl for the source, with the format hint, and unloads it on unmount', () => {
    const { unmount, howl } = renderLoaded({ format: 'mp3' });
    expect(FakeHowl.made).toHaveLength(1);
    expect(howl.options).toMatchObject({ src: ['/files/a1'], html5: true, format: ['mp3'] });
    expect(howl.options.volume).toBe(1);
    unmount();
    expect(howl.called('unload')).toHaveLength(1);
  });

  it('unloads the old sound and starts afresh when the source changes', async () => {
    const { rerender, howl, user } = renderLoaded();
    await user.click(screen.getByRole('button', { name: 'Play' }));
    rerender(<AudioPlayer src="/files/a2" title="Evening briefing" />);
    expect(howl.called('unload')).toHaveLength(1);
    expect(FakeHowl.made).toHaveLength(2);
    expect(lastHowl().options.src).toEqual(['/files/a2']);
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
  });

  it('plays and pauses with one button whose name follows', async () => {
    const { howl, user } = renderLoaded();
    const button = screen.getByRole('button', { name: 'Play' });
    await user.click(button);
    expect(howl.called('play')).toHaveLength(1);
    expect(button).toHaveAccessibleName('Pause');
    await user.click(button);
    expect(howl.called('pause')).toHaveLength(1);
    expect(button).toHaveAccessibleName('Play');
  });

  it('is keyboard operable: Space and Enter press the play button', async () => {
    const { howl, user } = renderLoaded();
    await user.tab();
    expect(screen.getByRole('slider', { name: 'Position' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Play' })).toHaveFocus();
    await user.keyboard(' ');
    expect(howl.called('play')).toHaveLength(1);
    await user.keyboard('{Enter}');
    expect(howl.called('pause')).toHaveLength(1);
  });

  it('follows the position while playing and shows it as elapsed and total time', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { howl } = renderLoaded();
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    howl.position = 65;
    act(() => {
      vi.advanceTimersByTime(300);
    });
    const seek = screen.getByRole('slider', { name: 'Position' });
    expect(seek).toHaveValue('65');
    expect(seek).toHaveAttribute('aria-valuetext', '1:05 of 3:20');
    expect(screen.getByText('1:05 / 3:20')).toBeInTheDocument();
  });

  it('stops: the position goes back to 0 and the button reads Play', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { howl } = renderLoaded();
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    howl.position = 42;
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(screen.getByRole('slider', { name: 'Position' })).toHaveValue('42');
    fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(howl.called('stop')).toHaveLength(1);
    expect(screen.getByRole('slider', { name: 'Position' })).toHaveValue('0');
    expect(screen.getByRole('slider', { name: 'Position' })).toHaveAttribute(
      'aria-valuetext',
      '0:00 of 3:20',
    );
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
  });

  it('keeps a seek made while playing under the hand until the sound has caught up', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const { howl } = renderLoaded();
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    const seek = screen.getByRole('slider', { name: 'Position' });
    fireEvent.change(seek, { target: { value: '90' } });
    // The sound is still where it was for a moment; the slider does not jump back to it.
    howl.position = 12;
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(seek).toHaveValue('90');
    // Then it follows the sound again.
    howl.position = 91;
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(seek).toHaveValue('91');
  });

  it('seeks to the seconds the slider is set to', () => {
    const { howl } = renderLoaded();
    const seek = screen.getByRole('slider', { name: 'Position' });
    fireEvent.change(seek, { target: { value: '90' } });
    expect(howl.called('seek')).toEqual([[90]]);
    expect(seek).toHaveAttribute('aria-valuetext', '1:30 of 3:20');
    expect(screen.getByText('1:30 / 3:20')).toBeInTheDocument();
  });

  it('says it is loading and keeps the seek slider off until the sound has loaded', () => {
    render(<AudioPlayer src="/files/a1" title="Morning briefing" />);
    expect(screen.getByRole('slider', { name: 'Position' })).toBeDisabled();
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    act(() => lastHowl().fireLoad());
    expect(screen.getByRole('slider', { name: 'Position' })).toBeEnabled();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    expect(screen.getByText('0:00 / 3:20')).toBeInTheDocument();
  });

  it('toggles loop on the sound, shown as a pressed button', async () => {
    const { howl, user } = renderLoaded();
    const loop = screen.getByRole('button', { name: 'Loop' });
    expect(loop).toHaveAttribute('aria-pressed', 'false');
    await user.click(loop);
    expect(howl.called('loop')).toEqual([[true]]);
    expect(loop).toHaveAttribute('aria-pressed', 'true');
    await user.click(loop);
    expect(howl.called('loop')).toEqual([[true], [false]]);
    expect(loop).toHaveAttribute('aria-pressed', 'false');
  });

  it('returns to stopped at the end unless looping', async () => {
    const { howl, user } = renderLoaded();
    await user.click(screen.getByRole('button', { name: 'Play' }));
    await user.click(screen.getByRole('button', { name: 'Loop' }));
    act(() => howl.fireEnd());
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Loop' }));
    act(() => howl.fireEnd());
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Position' })).toHaveValue('0');
  });

  it('sets the sound volume from the 0–100 slider, starting at 100', () => {
    const { howl } = renderLoaded();
    const volume = screen.getByRole('slider', { name: 'Volume' });
    expect(volume).toHaveValue('100');
    fireEvent.change(volume, { target: { value: '60' } });
    expect(howl.called('volume')).toEqual([[0.6]]);
    expect(volume).toHaveAttribute('aria-valuetext', '60%');
  });

  it('mutes to volume 0 and unmutes back to the volume it had', async () => {
    const { howl, user } = renderLoaded();
    const volume = screen.getByRole('slider', { name: 'Volume' });
    fireEvent.change(volume, { target: { value: '80' } });
    const mute = screen.getByRole('button', { name: 'Mute' });
    await user.click(mute);
    expect(howl.called('volume').at(-1)).toEqual([0]);
    expect(volume).toHaveValue('0');
    expect(mute).toHaveAttribute('aria-pressed', 'true');
    await user.click(mute);
    expect(howl.called('volume').at(-1)).toEqual([0.8]);
    expect(volume).toHaveValue('80');
    expect(mute).toHaveAttribute('aria-pressed', 'false');
  });

  it('unmutes to 35 when no volume was kept (the slider was moved to 0)', async () => {
    const { howl, user } = renderLoaded();
    const volume = screen.getByRole('slider', { name: 'Volume' });
    fireEvent.change(volume, { target: { value: '0' } });
    const mute = screen.getByRole('button', { name: 'Mute' });
    expect(mute).toHaveAttribute('aria-pressed', 'true');
    await user.click(mute);
    expect(howl.called('volume').at(-1)).toEqual([0.35]);
    expect(volume).toHaveValue('35');
    expect(mute).toHaveAttribute('aria-pressed', 'false');
  });

  it('offers a download only when a download URL is given', () => {
    const { unmount } = renderLoaded();
    expect(screen.queryByRole('link', { name: /download/i })).not.toBeInTheDocument();
    unmount();
    renderLoaded({ downloadUrl: '/files/a1?download=1', downloadName: 'briefing.mp3' });
    const link = screen.getByRole('link', { name: 'Download Morning briefing' });
    expect(link).toHaveAttribute('href', '/files/a1?download=1');
    expect(link).toHaveAttribute('download', 'briefing.mp3');
  });

  it("says 'Failed to load sound file.' in an alert when the sound does not load", () => {
    render(<AudioPlayer src="/files/missing" title="Morning briefing" />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => lastHowl().fireLoadError());
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load sound file.');
    expect(screen.getByRole('button', { name: 'Play' })).toBeDisabled();
  });

  it('fails the same way when play is pressed and the sound is not ready', async () => {
    render(<AudioPlayer src="/files/a1" title="Morning briefing" />);
    const howl = lastHowl();
    howl.loadState = 'unloaded';
    await userEvent.setup().click(screen.getByRole('button', { name: 'Play' }));
    expect(howl.called('play')).toHaveLength(0);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load sound file.');
  });
});

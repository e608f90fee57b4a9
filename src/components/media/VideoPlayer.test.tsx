import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VideoPlayer } from './VideoPlayer';

function video(container: HTMLElement) {
  const element = container.querySelector('video');
  if (!element) throw new Error('no video element');
  return element;
}

describe('VideoPlayer', () => {
  it('is a native player that loads only metadata until played, with its poster', () => {
    const { container } = render(
      <VideoPlayer src="/files/v1" title="Open day" poster="/files/p1" />,
    );
    const element = video(container);
    expect(element).toHaveAttribute('src', '/files/v1');
    expect(element).toHaveAttribute('controls');
    expect(element).toHaveAttribute('preload', 'metadata');
    expect(element).toHaveAttribute('poster', '/files/p1');
    expect(element).toHaveAccessibleName('Open day');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the video could not be loaded when the browser cannot load it, keeping the note', () => {
    const note = 'Kept as uploaded (.mov): it may not play in every browser.';
    const { container } = render(<VideoPlayer src="/files/v2" title="Open day" note={note} />);
    expect(screen.getByText(note)).toBeInTheDocument();
    fireEvent.error(video(container));
    expect(screen.getByRole('alert')).toHaveTextContent('This video could not be loaded.');
    expect(container.querySelector('video')).toBeNull();
    expect(screen.getByText(note)).toBeInTheDocument();
  });

  it('tries again with a new source', () => {
    const { container, rerender } = render(<VideoPlayer src="/files/v2" title="Open day" />);
    fireEvent.error(video(container));
    rerender(<VideoPlayer src="/files/v3" title="Open day" />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(video(container)).toHaveAttribute('src', '/files/v3');
  });
});

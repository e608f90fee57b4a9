import { Howl } from 'howler';
import { useEffect, useId, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { formatMediaTime } from './mediaTime';
import './media.css';

/** SPEC.md section 8: what the player says when the sound cannot be loaded or played. */
export const AUDIO_LOAD_ERROR = 'Failed to load sound file.';
/** SPEC.md section 9: the volume a player starts at (0 to 100). */
export const DEFAULT_VOLUME = 100;
/** SPEC.md sections 4 and 9: what unmuting restores when no volume was kept by muting. */
export const UNMUTE_FALLBACK_VOLUME = 35;

/** How often the position follows the sound while it plays. */
const TICK_MS = 250;
/**
 * How long after a seek the position stays where the person put it. The sound takes a moment
 * to get there (howler re-queues a seek made while a play is starting), and a tick reading it
 * meanwhile would pull the slider back under their hand, losing key presses.
 */
const SEEK_HOLD_MS = 750;

type PlayState = 'stopped' | 'playing' | 'paused';

export interface AudioPlayerProps {
  /** The audio's URL; played as HTML5 audio, so long files stream and seek by Range requests. */
  src: string;
  /** What is playing: shown above the controls and names the player for screen readers. */
  title: string;
  /** When given, a download link is shown. */
  downloadUrl?: string;
  /** The file name the download is saved as. */
  downloadName?: string;
  /** The file's extension (e.g. "mp3") when the URL does not end with one. */
  format?: string;
}

/**
 * An audio player on howler: play/pause, stop, seek, loop, mute, volume and an optional
 * download (SPEC.md sections 2, 4, 8 and 9). A new `src` starts a fresh player.
 */
export function AudioPlayer(props: AudioPlayerProps) {
  return <AudioPlayerBody key={`${props.src}\n${props.format ?? ''}`} {...props} />;
}

function AudioPlayerBody({ src, title, downloadUrl, downloadName, format }: AudioPlayerProps) {
  const howlRef = useRef<Howl | null>(null);
  const [playState, setPlayState] = useState<PlayState>('stopped');
  const [loaded, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);
  const [position, setPosition] = useState(0);
  const [duration, setDuration] = useState(0);
  const [loop, setLoop] = useState(false);
  const [volume, setVolume] = useState(DEFAULT_VOLUME);
  // The volume the mute button turned down from; unmuting goes back to it.
  const volumeBeforeMute = useRef<number | null>(null);
  const loopRef = useRef(false);
  const seekHeldUntil = useRef(0);
  const seekId = useId();
  const volumeId = useId();

  useEffect(() => {
    const howl = new Howl({
      src: [src],
      html5: true,
      ...(format ? { format: [format] } : {}),
      volume: DEFAULT_VOLUME / 100,
      onload: () => {
        setLoaded(true);
        setDuration(howl.duration());
      },
      onloaderror: () => {
        setFailed(true);
        setPlayState('stopped');
      },
      onplayerror: () => {
        setFailed(true);
        setPlayState('stopped');
      },
      onend: () => {
        if (loopRef.current) return;
        setPlayState('stopped');
        setPosition(0);
      },
    });
    howlRef.current = howl;
    return () => {
      howlRef.current = null;
      howl.unload();
    };
  }, [src, format]);

  useEffect(() => {
    if (playState !== 'playing') return;
    const timer = window.setInterval(() => {
      const howl = howlRef.current;
      if (!howl) return;
      const at = howl.seek();
      const held = Date.now() < seekHeldUntil.current;
      if (!held && typeof at === 'number' && Number.isFinite(at)) setPosition(at);
      const length = howl.duration();
      if (Number.isFinite(length) && length > 0) setDuration(length);
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [playState]);

  const howl = () => howlRef.current;

  const togglePlay = () => {
    const sound = howl();
    if (!sound) return;
    if (playState === 'playing') {
      sound.pause();
      setPlayState('paused');
      return;
    }
    // Not ready and not on its way: the load failed or the sound was unloaded.
    if (sound.state() === 'unloaded') {
      setFailed(true);
      return;
    }
    sound.play();
    setPlayState('playing');
  };

  const stop = () => {
    howl()?.stop();
    setPlayState('stopped');
    setPosition(0);
  };

  const seekTo = (seconds: number) => {
    seekHeldUntil.current = Date.now() + SEEK_HOLD_MS;
    howl()?.seek(seconds);
    setPosition(seconds);
  };

  const toggleLoop = () => {
    const next = !loop;
    howl()?.loop(next);
    loopRef.current = next;
    setLoop(next);
  };

  const applyVolume = (next: number) => {
    howl()?.volume(next / 100);
    setVolume(next);
  };

  const toggleMute = () => {
    if (volume > 0) {
      volumeBeforeMute.current = volume;
      applyVolume(0);
    } else {
      applyVolume(volumeBeforeMute.current ?? UNMUTE_FALLBACK_VOLUME);
      volumeBeforeMute.current = null;
    }
  };

  const changeVolume = (next: number) => {
    volumeBeforeMute.current = null;
    applyVolume(next);
  };

  const playing = playState === 'playing';
  const muted = volume === 0;
  const shownPosition = duration > 0 ? Math.min(position, duration) : 0;
  const elapsed = formatMediaTime(shownPosition);
  const total = formatMediaTime(duration);

  return (
    <div className="media-player border rounded p-3" role="group" aria-label={`Audio: ${title}`}>
      <div className="d-flex flex-wrap align-items-baseline gap-2 mb-2">
        <div className="fw-semibold text-truncate me-auto" title={title}>
          <i className="bi bi-music-note-beamed me-2 text-body-secondary" aria-hidden="true" />
          {title}
        </div>
        <div className="small text-body-secondary font-monospace" aria-hidden="true">
          {loaded || failed ? `${elapsed} / ${total}` : 'Loading…'}
        </div>
      </div>

      <label htmlFor={seekId} className="visually-hidden">
        Position
      </label>
      <input
        id={seekId}
        type="range"
        className="form-range"
        min={0}
        max={duration > 0 ? duration : 0}
        step={1}
        value={shownPosition}
        aria-valuetext={`${elapsed} of ${total}`}
        disabled={!loaded || failed}
        onChange={(event) => seekTo(Number(event.currentTarget.value))}
      />

      <div className="d-flex flex-wrap align-items-center gap-2 mt-2">
        <Button
          variant="primary"
          size="sm"
          className="media-player__button"
          onClick={togglePlay}
          disabled={failed}
          aria-label={playing ? 'Pause' : 'Play'}
          title={playing ? 'Pause' : 'Play'}
        >
          <i className={`bi ${playing ? 'bi-pause-fill' : 'bi-play-fill'}`} aria-hidden="true" />
        </Button>
        <Button
          variant="outline-secondary"
          size="sm"
          className="media-player__button"
          onClick={stop}
          disabled={failed || (playState === 'stopped' && position === 0)}
          aria-label="Stop"
          title="Stop"
        >
          <i className="bi bi-stop-fill" aria-hidden="true" />
        </Button>
        <Button
          variant={loop ? 'outline-primary' : 'outline-secondary'}
          active={loop}
          size="sm"
          className="media-player__button"
          onClick={toggleLoop}
          disabled={failed}
          aria-pressed={loop}
          aria-label="Loop"
          title={loop ? 'Loop is on' : 'Loop is off'}
        >
          <i className="bi bi-repeat" aria-hidden="true" />
        </Button>

        <div className="d-flex align-items-center gap-2 ms-auto">
          <Button
            variant={muted ? 'outline-primary' : 'outline-secondary'}
            active={muted}
            size="sm"
            className="media-player__button"
            onClick={toggleMute}
            disabled={failed}
            aria-pressed={muted}
            aria-label="Mute"
            title={muted ? 'Unmute' : 'Mute'}
          >
            <i
              className={`bi ${muted ? 'bi-volume-mute-fill' : 'bi-volume-up-fill'}`}
              aria-hidden="true"
            />
          </Button>
          <label htmlFor={volumeId} className="visually-hidden">
            Volume
          </label>
          <input
            id={volumeId}
            type="range"
            className="form-range media-player__volume"
            min={0}
            max={100}
            step={1}
            value={volume}
            aria-valuetext={`${volume}%`}
            disabled={failed}
            onChange={(event) => changeVolume(Number(event.currentTarget.value))}
          />
          {downloadUrl && (
            <a
              className="btn btn-sm btn-outline-secondary media-player__button"
              href={downloadUrl}
              download={downloadName ?? true}
              aria-label={`Download ${title}`}
              title="Download"
            >
              <i className="bi bi-download" aria-hidden="true" />
            </a>
          )}
        </div>
      </div>

      {failed && (
        <Alert variant="danger" className="mt-3 mb-0 py-2" role="alert">
          <i className="bi bi-exclamation-octagon me-2" aria-hidden="true" />
          {AUDIO_LOAD_ERROR}
        </Alert>
      )}
    </div>
  );
}

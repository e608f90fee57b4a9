import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import './media.css';

/** What the video player says when the browser cannot load or decode the video. */
export const VIDEO_LOAD_ERROR = 'This video could not be loaded.';

export interface VideoPlayerProps {
  /** The video's URL; the browser seeks in it with Range requests. */
  src: string;
  /** Names the video for screen readers. */
  title: string;
  /** An image shown before the video plays. */
  poster?: string;
  /**
   * A line under the video, e.g. that a .mov kept as uploaded may not play in every browser.
   * Also shown with the error, where it explains it.
   */
  note?: string;
}

/** A native video player (controls, metadata only until played). A new `src` starts afresh. */
export function VideoPlayer(props: VideoPlayerProps) {
  return <VideoPlayerBody key={props.src} {...props} />;
}

function VideoPlayerBody({ src, title, poster, note }: VideoPlayerProps) {
  const [failed, setFailed] = useState(false);
  return (
    <figure className="media-player mb-0">
      {failed ? (
        <Alert variant="danger" className="mb-0 py-2" role="alert">
          <i className="bi bi-exclamation-octagon me-2" aria-hidden="true" />
          {VIDEO_LOAD_ERROR}
        </Alert>
      ) : (
        <video
          src={src}
          poster={poster}
          controls
          preload="metadata"
          playsInline
          aria-label={title}
          onError={() => setFailed(true)}
        />
      )}
      {note && (
        <figcaption className="small text-body-secondary mt-2">
          <i className="bi bi-info-circle me-1" aria-hidden="true" />
          {note}
        </figcaption>
      )}
    </figure>
  );
}

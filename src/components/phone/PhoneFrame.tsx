import type { CSSProperties, ReactNode } from 'react';
import './Phone.css';

interface PhoneFrameProps {
  /** The figure's accessible name: "Preview on a phone". */
  label: string;
  caption?: ReactNode;
  /** Custom properties the screen's content draws with (an app's own colours). */
  screenStyle?: CSSProperties;
  screenClassName?: string;
  /** Shows the lock screen's clock at the top of the screen. */
  clock?: boolean;
  children: ReactNode;
}

/**
 * A phone drawn in CSS with a screen to show something on: the compose page's message and the
 * app settings' home screen use it, each drawing its own screen.
 */
export function PhoneFrame({
  label,
  caption,
  screenStyle,
  screenClassName,
  clock = false,
  children,
}: PhoneFrameProps) {
  return (
    <figure className="phone-preview mb-0" aria-label={label}>
      <div className="phone-frame">
        <div className="phone-notch" aria-hidden="true" />
        <div
          className={`phone-screen${screenClassName ? ` ${screenClassName}` : ''}`}
          style={screenStyle}
        >
          {clock && (
            <p className="phone-time" aria-hidden="true">
              9:41
            </p>
          )}
          {children}
        </div>
      </div>
      {caption && (
        <figcaption className="small text-body-secondary text-center mt-2">{caption}</figcaption>
      )}
    </figure>
  );
}

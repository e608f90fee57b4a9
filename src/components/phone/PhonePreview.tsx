import { useMemo } from 'react';
import { pushImageProblem } from '../../../contract/richPush';
import { sanitizeHtml } from '../../lib/safeHtml';
import { PhoneFrame } from './PhoneFrame';
import './PhonePreview.css';

interface PhonePreviewProps {
  channelName: string;
  title: string;
  pushMessage: string;
  html: string;
  url: string;
  fileName: string | null;
  /** Rich push: an https image the notification shows, and its action buttons. */
  pushImage?: string;
  pushButtons?: readonly { label: string; url: string }[];
}

const placeholder = (text: string, fallback: string) => text.trim() || fallback;

/**
 * How the message looks on a phone: the push notification on the lock screen, the SMS an
 * unregistered user gets (with the link to the message page), and the message page itself.
 * Compose draws the draft in it, and the review page what members will get.
 */
export function PhonePreview({
  channelName,
  title,
  pushMessage,
  html,
  url,
  fileName,
  pushImage = '',
  pushButtons = [],
}: PhonePreviewProps) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  const shownTitle = placeholder(title, 'Your title');
  const shownPush = placeholder(pushMessage, 'Your push message');
  return (
    <PhoneFrame
      label="Preview on a phone"
      clock
      caption="Push for app users; SMS with a link for those without the app."
    >
      <section className="phone-push" aria-label="Push notification">
        <div className="phone-push-app">
          <i className="bi bi-app-indicator me-1" aria-hidden="true" />
          {channelName}
          <span className="ms-auto">now</span>
        </div>
        <strong className="d-block text-truncate">{shownTitle}</strong>
        <span className="phone-push-body">{shownPush}</span>
        <RichPushParts image={pushImage} buttons={pushButtons} />
      </section>
      <section className="phone-sms" aria-label="SMS">
        <span className="phone-sms-from">{channelName}</span>
        <p className="phone-sms-bubble mb-0">
          {shownTitle}: {shownPush}
          <br />
          <span className="phone-link">Read: {window.location.origin}/m/…</span>
        </p>
      </section>
      <section className="phone-page" aria-label="Message page">
        <strong className="d-block mb-1">{shownTitle}</strong>
        {safe ? (
          <div className="phone-page-html" dangerouslySetInnerHTML={{ __html: safe }} />
        ) : (
          <p className="text-body-tertiary mb-0">The rich message shows here.</p>
        )}
        {url.trim() && <span className="phone-link d-block text-truncate">{url.trim()}</span>}
        {fileName && (
          <span className="phone-link d-block text-truncate">
            <i className="bi bi-paperclip me-1" aria-hidden="true" />
            {fileName}
          </span>
        )}
      </section>
    </PhoneFrame>
  );
}

/**
 * The notification's image (only an https address, as the API takes: nothing else is fetched)
 * and its buttons as the phone shows them under the text.
 */
function RichPushParts({
  image,
  buttons,
}: {
  image: string;
  buttons: readonly { label: string; url: string }[];
}) {
  const shownImage = image.trim() && !pushImageProblem(image) ? image.trim() : null;
  return (
    <>
      {shownImage && (
        <img className="phone-push-image" src={shownImage} alt="Push image" loading="lazy" />
      )}
      {buttons.length > 0 && (
        <ul className="phone-push-actions" aria-label="Push buttons">
          {buttons.map((button, index) => (
            <li key={index}>{placeholder(button.label, `Button ${index + 1}`)}</li>
          ))}
        </ul>
      )}
    </>
  );
}

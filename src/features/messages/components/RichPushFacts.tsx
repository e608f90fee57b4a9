import type { MessageSummary } from '../../../../contract/messages';
import { pushImageProblem } from '../../../../contract/richPush';

/**
 * A sent message's rich push, as terms of the details' list: the image it showed (only an https
 * address is drawn) and each button with the link it opens. Nothing for a plain push.
 */
export function RichPushFacts({
  message,
}: {
  message: Pick<MessageSummary, 'pushImage' | 'pushButtons'>;
}) {
  const image = message.pushImage ?? '';
  const buttons = message.pushButtons ?? [];
  return (
    <>
      {image && (
        <>
          <dt>Push image</dt>
          <dd>
            {!pushImageProblem(image) && (
              <img className="rich-push-thumb d-block mb-1" src={image} alt="Push image" />
            )}
            <a href={image} target="_blank" rel="noopener noreferrer" className="text-break">
              {image}
            </a>
          </dd>
        </>
      )}
      {buttons.length > 0 && (
        <>
          <dt>Push buttons</dt>
          <dd>
            <ul className="list-unstyled mb-0" aria-label="Push buttons">
              {buttons.map((button, index) => (
                <li key={index} className="mb-1">
                  <strong>{button.label}</strong>
                  {': '}
                  <span className="text-break">{button.url}</span>
                </li>
              ))}
            </ul>
          </dd>
        </>
      )}
    </>
  );
}

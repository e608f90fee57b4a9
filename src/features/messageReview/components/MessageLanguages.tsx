import { useId, useState } from 'react';
import { languageName } from '../../../../contract/languages';
import type { MessageDetail } from '../../../../contract/messages';
import { sanitizeHtml } from '../../../lib/safeHtml';

interface MessageLanguagesProps {
  message: MessageDetail;
  /** The organisation's default language: the message's own texts are in it. */
  defaultLanguage: string;
}

interface Version {
  language: string;
  title: string;
  push_message: string;
  message: string;
}

/** The message's texts in every language it was written in, one tab each, default first. */
export function MessageLanguages({ message, defaultLanguage }: MessageLanguagesProps) {
  const baseId = useId();
  const versions: Version[] = [
    { language: defaultLanguage, ...message },
    ...(message.variants ?? []),
  ];
  const [active, setActive] = useState(0);
  const shown = versions[active] ?? versions[0];
  const safe = sanitizeHtml(shown?.message ?? '');
  if (!shown) return null;
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  return (
    <>
      <div className="nav nav-tabs mb-3" role="tablist" aria-label="Languages">
        {versions.map((version, index) => (
          <button
            key={version.language}
            id={tabId(index)}
            type="button"
            role="tab"
            aria-selected={index === active}
            aria-controls={`${baseId}-panel`}
            className={`nav-link${index === active ? ' active' : ''}`}
            onClick={() => setActive(index)}
          >
            {languageName(version.language)}
            {index === 0 && ' (default)'}
          </button>
        ))}
      </div>
      <div id={`${baseId}-panel`} role="tabpanel" aria-labelledby={tabId(active)}>
        <dl className="review-texts mb-0">
          <dt>Title</dt>
          <dd>{shown.title}</dd>
          <dt>Push text</dt>
          <dd>{shown.push_message}</dd>
          <dt>Message page</dt>
          <dd className="mb-0">
            {safe ? (
              <div className="review-html" dangerouslySetInnerHTML={{ __html: safe }} />
            ) : (
              <span className="text-body-secondary">No message page.</span>
            )}
          </dd>
        </dl>
      </div>
    </>
  );
}

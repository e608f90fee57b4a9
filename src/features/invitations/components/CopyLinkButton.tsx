import { useState } from 'react';
import { notify } from '../../../lib/notify';

/** Copies a link to the clipboard and says so. */
export function CopyLinkButton({ url, label }: { url: string; label: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      notify.success('Link copied.');
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      notify.error('The link could not be copied. Select it and copy it by hand.');
    }
  };
  return (
    <button
      type="button"
      className="btn btn-sm btn-outline-secondary"
      onClick={() => void copy()}
      aria-label={label}
      title="Copy link"
    >
      <i className={`bi ${copied ? 'bi-clipboard-check' : 'bi-clipboard'}`} aria-hidden="true" />
    </button>
  );
}

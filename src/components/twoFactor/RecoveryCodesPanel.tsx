import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import './twoFactor.css';

interface RecoveryCodesPanelProps {
  codes: readonly string[];
  email: string;
  doneLabel: string;
  onDone: () => void;
}

/** Fresh recovery codes, shown this once: copy or download them before going on. */
export function RecoveryCodesPanel({ codes, email, doneLabel, onDone }: RecoveryCodesPanelProps) {
  const [copied, setCopied] = useState<boolean | null>(null);
  const text = `Tidings recovery codes for ${email}\nEach code signs in once.\n\n${codes.join('\n')}\n`;

  const copy = () => {
    navigator.clipboard.writeText(text).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  const download = () => {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    link.download = 'tidings-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(link.href);
  };

  return (
    <div>
      <Alert variant="warning">
        Keep these recovery codes somewhere safe. Each one signs you in once if you lose your phone.
        They are shown only now.
      </Alert>
      <ul className="recovery-codes list-unstyled" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="d-flex flex-wrap gap-2">
        <Button variant="outline-secondary" onClick={copy}>
          Copy
        </Button>
        <Button variant="outline-secondary" onClick={download}>
          Download
        </Button>
        <Button variant="primary" onClick={onDone}>
          {doneLabel}
        </Button>
      </div>
      <p className="small mt-2 mb-0" role="status">
        {copied === true
          ? 'Copied.'
          : copied === false
            ? 'Copying failed: download them instead.'
            : null}
      </p>
    </div>
  );
}

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { idleFlow, type FlowState } from '../../../lib/flows';
import type { ImportResult } from '../mobileUsersApi';
import { ImportUsersModal } from './ImportUsersModal';

const loading: FlowState = { ...idleFlow, status: 'loading', requestId: 'r1' };
const preview: ImportResult = {
  dryRun: true,
  rows: 1_000_000,
  valid: 990_000,
  duplicateCount: 5000,
  duplicates: [],
  errorCount: 5000,
  errors: [],
};

function modal(props: {
  upload: number | null;
  previewFlow?: FlowState;
  importFlow?: FlowState;
  preview?: ImportResult | null;
}) {
  const noop = () => undefined;
  return (
    <ImportUsersModal
      preview={props.preview ?? null}
      result={null}
      upload={props.upload}
      previewFlow={props.previewFlow ?? idleFlow}
      importFlow={props.importFlow ?? idleFlow}
      onCheck={noop}
      onImport={noop}
      onReset={noop}
      onClose={noop}
    />
  );
}

describe('ImportUsersModal progress', () => {
  it('shows the upload, then the check of the rows, while a file is checked', () => {
    const { rerender } = render(modal({ upload: 45, previewFlow: loading }));
    expect(screen.getByRole('status')).toHaveTextContent('Uploading the file… 45%');
    expect(screen.getByRole('progressbar', { name: 'Upload' })).toHaveAttribute(
      'aria-valuenow',
      '45',
    );
    rerender(modal({ upload: 100, previewFlow: loading }));
    expect(screen.getByRole('status')).toHaveTextContent('Checking every row…');
    expect(screen.getByRole('progressbar', { name: 'Check' })).toBeInTheDocument();
  });

  it('shows the import at work once its file is up, and nothing when idle', () => {
    const { rerender } = render(modal({ upload: 100, importFlow: loading, preview }));
    expect(screen.getByRole('status')).toHaveTextContent('Importing the users…');
    rerender(modal({ upload: null, preview }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check file' })).toBeDisabled();
  });
});

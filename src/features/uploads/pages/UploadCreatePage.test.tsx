import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildProfile } from '../../../../tests/factories';
import { server } from '../../../../tests/msw/server';
import {
  resetUploadsStore,
  uploadChannelsHandler,
  uploadsStore,
} from '../../../../tests/msw/uploadsHandlers';
import { renderApp } from '../../../../tests/render';
import type { ResumableUploadEvents } from '../../../lib/resumableUpload';
import { UploadCreatePage } from './UploadCreatePage';

/** The tus transfer, replaced: a test drives its progress and ending through the events. */
const transfers = vi.hoisted(() => ({
  made: [] as {
    file: File;
    metadata: Record<string, string>;
    events: ResumableUploadEvents;
    calls: string[];
  }[],
}));
vi.mock('../../../lib/resumableUpload', () => ({
  createResumableUpload(
    file: File,
    metadata: Record<string, string>,
    events: ResumableUploadEvents,
  ) {
    const transfer = { file, metadata, events, calls: [] as string[] };
    transfers.made.push(transfer);
    return {
      start: () => {
        transfer.calls.push('start');
        return Promise.resolve();
      },
      pause: () => {
        transfer.calls.push('pause');
        return Promise.resolve();
      },
      cancel: () => {
        transfer.calls.push('cancel');
        return Promise.resolve();
      },
    };
  },
}));

beforeEach(() => {
  resetUploadsStore();
  transfers.made = [];
  server.use(uploadChannelsHandler);
  uploadsStore.channels.push({ _id: 'channel-1', clientName: 'Acme News', companyID: 'acme' });
});

const renderCreate = (type = 'audio') =>
  renderApp(
    [
      { path: '/upload-file/create', element: <UploadCreatePage /> },
      { path: '/upload-file/edit/:id', element: <h1>The file’s page</h1> },
    ],
    { route: `/upload-file/create?type=${type}`, user: buildProfile({ userGroup: 4 }) },
  );

const MB = 1024 * 1024;
/** An MP3 by its content: one MPEG audio frame header, then silence. */
const mp3 = () => {
  const bytes = new Uint8Array(64);
  bytes.set([0xff, 0xfb, 0x90, 0x64]);
  return new File([bytes], 'Harbour interview.mp3', { type: 'audio/mpeg' });
};

describe('UploadCreatePage', () => {
  it('asks for a file first', async () => {
    const user = userEvent.setup();
    renderCreate();
    await screen.findByRole('heading', { name: 'Upload Wave File' });
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Choose a file to upload.')).toBeInTheDocument();
    expect(screen.getByText('Enter a title.')).toBeInTheDocument();
    expect(transfers.made).toEqual([]);
  });

  it('says a PDF dropped on the audio uploader is not audio, and keeps it out', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderCreate();
    await screen.findByRole('heading', { name: 'Upload Wave File' });
    const pdf = new File(['%PDF-1.7\n%\u00e2\u00e3'], 'Minutes.mp3', { type: 'audio/mpeg' });
    await user.upload(screen.getByLabelText('The audio file'), pdf);
    expect(
      await screen.findByText(
        'This file is a PDF document, not audio. Choose an audio file (MP3, WAV, Ogg, AAC, FLAC).',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('');
    await user.upload(screen.getByLabelText('The audio file'), mp3());
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('Harbour interview'));
    expect(screen.queryByText(/not audio/)).not.toBeInTheDocument();
    expect(transfers.made).toEqual([]);
  });

  it('uploads with its progress, speed and time left, pauses and resumes, then opens the file', async () => {
    const user = userEvent.setup();
    renderCreate();
    await screen.findByRole('heading', { name: 'Upload Wave File' });
    await user.upload(screen.getByLabelText('The audio file'), mp3());
    // The title starts from the file's name, once its content is judged.
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('Harbour interview'));
    await screen.findByRole('option', { name: 'Acme News' });
    await user.selectOptions(screen.getByLabelText('Channel'), 'Acme News');
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    const [transfer] = transfers.made;
    expect(transfer?.metadata).toEqual({
      kind: 'audio',
      title: 'Harbour interview',
      description: '',
      channel: 'channel-1',
    });
    expect(transfer?.calls).toEqual(['start']);
    const now = vi.spyOn(performance, 'now');
    now.mockReturnValue(1000);
    act(() => transfer?.events.onProgress(0, 40 * MB));
    now.mockReturnValue(3000);
    act(() => transfer?.events.onProgress(10 * MB, 40 * MB));
    now.mockRestore();

    const panel = screen.getByRole('region', { name: 'Upload progress' });
    expect(within(panel).getByRole('status')).toHaveTextContent('Uploading 25%');
    expect(panel).toHaveTextContent('10 MB of 40 MB · 5 MB/s · 6 s left');
    // The fields wait while the file goes up.
    expect(screen.getByLabelText('Title')).toBeDisabled();

    await user.click(within(panel).getByRole('button', { name: 'Pause' }));
    expect(within(panel).getByRole('status')).toHaveTextContent('Paused 25%');
    await user.click(within(panel).getByRole('button', { name: 'Resume' }));
    expect(transfer?.calls).toEqual(['start', 'pause', 'start']);

    act(() => transfer?.events.onSuccess('00000000-0000-4000-a000-000000000042'));
    expect(await screen.findByRole('heading', { name: 'The file’s page' })).toBeInTheDocument();
  });

  it('shows why an upload stopped, and cancels it', async () => {
    const user = userEvent.setup();
    renderCreate('document');
    await screen.findByRole('heading', { name: 'Upload HTML/PDF File' });
    await user.upload(
      screen.getByLabelText('The document'),
      new File(['%PDF-1.4'], 'Guide.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('Guide'));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const [transfer] = transfers.made;
    act(() => transfer?.events.onError('The file is not a PDF or HTML document.'));
    const panel = screen.getByRole('region', { name: 'Upload progress' });
    expect(within(panel).getByRole('alert')).toHaveTextContent(
      'The file is not a PDF or HTML document.',
    );
    await user.click(within(panel).getByRole('button', { name: 'Cancel upload' }));
    expect(transfer?.calls).toEqual(['start', 'cancel']);
    expect(screen.queryByRole('region', { name: 'Upload progress' })).toBeNull();
    expect(screen.getByLabelText('Title')).toBeEnabled();
  });
});

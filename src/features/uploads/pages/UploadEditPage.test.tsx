import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildProfile } from '../../../../tests/factories';
import { API_URL } from '../../../../tests/msw/apiUrl';
import { server } from '../../../../tests/msw/server';
import {
  buildUpload,
  resetUploadsStore,
  uploadChannelsHandler,
  uploadsStore,
} from '../../../../tests/msw/uploadsHandlers';
import { renderApp } from '../../../../tests/render';
import { UploadEditPage } from './UploadEditPage';

/** howler cannot play in jsdom: the player's Howl only records what it was given. */
const howls = vi.hoisted(() => ({ sources: [] as string[][] }));
vi.mock('howler', () => ({
  Howl: class {
    constructor(options: { src: string[] }) {
      howls.sources.push(options.src);
    }
    state() {
      return 'loading';
    }
    duration() {
      return 0;
    }
    seek() {
      return 0;
    }
    volume() {
      return this;
    }
    loop() {
      return this;
    }
    unload() {
      return undefined;
    }
  },
}));

beforeEach(() => {
  resetUploadsStore();
  howls.sources = [];
  server.use(uploadChannelsHandler);
  uploadsStore.channels.push({ _id: 'channel-1', clientName: 'Acme News', companyID: 'acme' });
});

const renderEdit = (id: string, userGroup = 4) =>
  renderApp(
    [
      { path: '/upload-file/edit/:id', element: <UploadEditPage /> },
      { path: '/upload-file/list', element: <h1>The list</h1> },
    ],
    { route: `/upload-file/edit/${id}?type=audio`, user: buildProfile({ userGroup }) },
  );

describe('UploadEditPage', () => {
  it('plays the file from its signed link and shows what is known of it', async () => {
    const upload = buildUpload({ title: 'Harbour interview', size: 2048 });
    uploadsStore.uploads.push(upload);
    renderEdit(upload._id);
    expect(await screen.findByRole('heading', { name: 'Update Wave File' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Audio: Harbour interview' })).toBeInTheDocument();
    expect(howls.sources[0]).toEqual([`${API_URL}${upload.playbackUrl}`]);
    expect(screen.getByRole('link', { name: 'Download Harbour interview' })).toHaveAttribute(
      'href',
      `${API_URL}${upload.playbackUrl}&download=true`,
    );
    expect(screen.getByText('2 kB')).toBeInTheDocument();
    expect(screen.getByText('audio/mpeg')).toBeInTheDocument();
  });

  it('says when a QuickTime video is kept as uploaded', async () => {
    const upload = buildUpload({
      kind: 'video',
      contentType: 'video/quicktime',
      conversion: 'unavailable',
      title: 'Rally clip',
    });
    uploadsStore.uploads.push(upload);
    renderEdit(upload._id);
    expect(await screen.findByText(/kept as uploaded \(no converter/)).toBeInTheDocument();
  });

  it('saves the title and channel', async () => {
    const user = userEvent.setup();
    const upload = buildUpload({ title: 'Harbour interview' });
    uploadsStore.uploads.push(upload);
    renderEdit(upload._id);
    const form = await screen.findByRole('form', { name: 'File details' });
    const save = within(form).getByRole('button', { name: 'Save details' });
    expect(save).toBeDisabled();
    await user.clear(within(form).getByLabelText('Title'));
    await user.type(within(form).getByLabelText('Title'), 'Harbour interview, part one');
    await waitFor(() =>
      expect(within(form).getByRole('option', { name: 'Acme News' })).toBeInTheDocument(),
    );
    await user.selectOptions(within(form).getByLabelText('Channel'), 'Acme News');
    await user.click(save);
    expect(await screen.findByText('Harbour interview, part one saved.')).toBeInTheDocument();
    expect(uploadsStore.updates).toEqual([
      {
        id: upload._id,
        body: { title: 'Harbour interview, part one', description: '', channelID: 'channel-1' },
      },
    ]);
    await waitFor(() => expect(save).toBeDisabled());
  });

  it('refuses an empty title in the browser', async () => {
    const user = userEvent.setup();
    const upload = buildUpload();
    uploadsStore.uploads.push(upload);
    renderEdit(upload._id);
    const form = await screen.findByRole('form', { name: 'File details' });
    await user.clear(within(form).getByLabelText('Title'));
    await user.click(within(form).getByRole('button', { name: 'Save details' }));
    expect(await within(form).findByText('Enter a title.')).toBeInTheDocument();
    expect(uploadsStore.updates).toEqual([]);
  });

  it('leaves the channel to a channel admin’s own channel', async () => {
    const upload = buildUpload();
    uploadsStore.uploads.push(upload);
    renderEdit(upload._id, 2);
    const form = await screen.findByRole('form', { name: 'File details' });
    expect(within(form).queryByLabelText('Channel')).toBeNull();
  });

  it('deletes after confirmation and goes back to the list', async () => {
    const user = userEvent.setup();
    const upload = buildUpload({ title: 'Old jingle' });
    uploadsStore.uploads.push(upload);
    renderEdit(upload._id);
    await screen.findByRole('heading', { name: 'Update Wave File' });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /Delete/ }));
    expect(await screen.findByRole('heading', { name: 'The list' })).toBeInTheDocument();
    expect(uploadsStore.uploads).toEqual([]);
  });

  it('says when the file cannot be found', async () => {
    renderEdit('00000000-0000-4000-a000-999999999999');
    expect(await screen.findByRole('button', { name: /Try again/ })).toBeInTheDocument();
  });
});

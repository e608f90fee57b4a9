import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildProfile } from '../../../../tests/factories';
import { server } from '../../../../tests/msw/server';
import {
  buildUpload,
  resetUploadsStore,
  uploadChannelsHandler,
  uploadsStore,
} from '../../../../tests/msw/uploadsHandlers';
import { renderApp } from '../../../../tests/render';
import { UploadEditPage } from './UploadEditPage';
import { UploadListPage } from './UploadListPage';

beforeEach(() => {
  resetUploadsStore();
  server.use(uploadChannelsHandler);
});

const renderList = (route: string) =>
  renderApp([{ path: '/upload-file/list', element: <UploadListPage /> }], {
    route,
    user: buildProfile({ userGroup: 4 }),
  });

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const lastQuery = () => uploadsStore.listQueries[uploadsStore.listQueries.length - 1];

describe('UploadListPage', () => {
  it('shows a video’s length once the server has read it, the same as its edit page', async () => {
    const user = userEvent.setup();
    const video = buildUpload({
      kind: 'video',
      title: 'Rally clip',
      durationSeconds: null,
      durationPending: true,
    });
    uploadsStore.uploads.push(video);
    renderApp(
      [
        { path: '/upload-file/list', element: <UploadListPage /> },
        { path: '/upload-file/edit/:id', element: <UploadEditPage /> },
      ],
      { route: '/upload-file/list?type=video', user: buildProfile({ userGroup: 4 }) },
    );
    const table = await screen.findByRole('table', { name: 'Video Management' });
    expect(rowsOf(table)[0]).toHaveTextContent('Not known yet');
    const asked = uploadsStore.listQueries.length;
    // The server reads the length in the background; the list asks again until it has it.
    Object.assign(video, { durationSeconds: 3.04, durationPending: false });
    await waitFor(() => expect(rowsOf(table)[0]).toHaveTextContent('0:03'), { timeout: 8000 });
    expect(uploadsStore.listQueries.length).toBe(asked + 1);
    const listed = within(rowsOf(table)[0] as HTMLElement).getByText('0:03').textContent;

    await user.click(within(table).getByRole('link', { name: 'Rally clip' }));
    const facts = await screen.findByText('Duration');
    expect(facts.nextElementSibling?.textContent).toBe(listed);
    // Nothing is pending any more: no more asks.
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(uploadsStore.listQueries.length).toBe(asked + 1);
  }, 20_000);

  it('says a length that could not be read is unknown, without asking again', async () => {
    uploadsStore.uploads.push(
      buildUpload({
        kind: 'audio',
        title: 'Odd file',
        durationSeconds: null,
        durationPending: false,
      }),
    );
    renderList('/upload-file/list?type=audio');
    const table = await screen.findByRole('table', { name: 'Wave Management' });
    expect(rowsOf(table)[0]).toHaveTextContent('Unknown');
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(uploadsStore.listQueries).toHaveLength(1);
  }, 10_000);

  it('names the screen by its type and lists that kind with size, channel and date', async () => {
    uploadsStore.uploads.push(
      buildUpload({
        title: 'Harbour interview',
        size: 3_565_158,
        channelName: 'Acme News',
        durationSeconds: 125,
        views: 1200,
        bytesSent: 5 * 1024 * 1024,
      }),
      buildUpload({ kind: 'video', title: 'Rally clip' }),
    );
    renderList('/upload-file/list?type=audio');
    expect(await screen.findByRole('heading', { name: 'Wave Management' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Wave Management' });
    const [row] = rowsOf(table);
    expect(rowsOf(table)).toHaveLength(1);
    expect(row).toHaveTextContent('Harbour interview');
    expect(row).toHaveTextContent('harbour.mp3');
    expect(row).toHaveTextContent('3.4 MB');
    expect(row).toHaveTextContent('Acme News');
    expect(row).toHaveTextContent('2:05');
    expect(row).toHaveTextContent('1,200');
    expect(row).toHaveTextContent('5 MB');
    expect(screen.getByRole('link', { name: 'Upload Wave File' })).toHaveAttribute(
      'href',
      '/upload-file/create?type=audio',
    );
    expect(lastQuery()?.get('type')).toBe('audio');
    expect(lastQuery()?.get('limit')).toBe('10');
  });

  it('switches kind, searches and sorts on the server', async () => {
    const user = userEvent.setup();
    uploadsStore.uploads.push(
      buildUpload({ kind: 'video', title: 'Rally clip', size: 10 }),
      buildUpload({ kind: 'video', title: 'AGM recording', size: 20 }),
    );
    renderList('/upload-file/list?type=audio');
    await screen.findByText('No audio files yet');

    await user.click(screen.getByRole('radio', { name: /Video/ }));
    expect(await screen.findByRole('heading', { name: 'Video Management' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Video Management' });
    await waitFor(() => expect(rowsOf(table)).toHaveLength(2));

    await user.click(within(table).getByRole('button', { name: /Title/ }));
    await waitFor(() => expect(lastQuery()?.get('sort')).toBe('title'));
    expect(lastQuery()?.get('order')).toBe('asc');
    await waitFor(() => expect(rowsOf(table)[0]).toHaveTextContent('AGM recording'));

    await user.type(screen.getByRole('searchbox', { name: 'Search Video Management' }), 'rally');
    await waitFor(() => expect(lastQuery()?.get('search')).toBe('rally'));
    await waitFor(() => expect(rowsOf(table)).toHaveLength(1));
    expect(rowsOf(table)[0]).toHaveTextContent('Rally clip');
  });

  it('deletes a file after confirmation', async () => {
    const user = userEvent.setup();
    uploadsStore.uploads.push(buildUpload({ title: 'Old jingle' }));
    renderList('/upload-file/list?type=audio');
    const table = await screen.findByRole('table', { name: 'Wave Management' });
    await user.click(within(table).getByRole('button', { name: 'Delete Old jingle' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete Old jingle?');
    await user.click(within(dialog).getByRole('button', { name: /Delete/ }));
    await screen.findByText('No audio files yet');
    expect(uploadsStore.uploads).toHaveLength(0);
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { UnsubscribeState } from '../../../../contract/unsubscribe';
import { apiUrl } from '../../../../tests/msw/apiUrl';
import { server } from '../../../../tests/msw/server';
import { renderApp } from '../../../../tests/render';
import { UnsubscribePage } from './UnsubscribePage';

const TOKEN = 'q3J0bG9uZ2VyLXRva2VuLWZvci10ZXN0cy1vbmx5LWFiY2Q';

/** The API's side: one link of one member, who may have unsubscribed already. */
let stored: UnsubscribeState;
let posts: unknown[];

beforeEach(() => {
  stored = { organisation: 'Acme Union', channel: 'Acme News', unsubscribed: false };
  posts = [];
  server.use(
    http.get(apiUrl('/unsubscribe/:token'), ({ params }) =>
      params.token === TOKEN
        ? HttpResponse.json({ success: true, data: stored })
        : HttpResponse.json(
            { code: 'not_found', message: 'Unsubscribe link not found.' },
            { status: 404 },
          ),
    ),
    http.post(apiUrl('/unsubscribe/:token'), async ({ request }) => {
      posts.push(await request.json());
      const changed = !stored.unsubscribed;
      stored = { ...stored, unsubscribed: true };
      return HttpResponse.json({ success: true, data: { ...stored, changed } });
    }),
  );
});

const renderPage = (token = TOKEN) =>
  renderApp([{ path: '/unsubscribe/:token', element: <UnsubscribePage /> }], {
    route: `/unsubscribe/${token}`,
  });

describe('Unsubscribe page', () => {
  it('names the channel, changes nothing until the button, then says the emails stop', async () => {
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Unsubscribe from Acme News emails?' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Acme Union · Acme News')).toBeInTheDocument();
    expect(posts).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(
      await screen.findByRole('heading', { name: 'You are unsubscribed' }),
    ).toBeInTheDocument();
    expect(screen.getByText('You are unsubscribed from Acme News emails.')).toBeInTheDocument();
    expect(posts).toEqual([{}]);
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });

  it('says so when the member is already unsubscribed, with no button', async () => {
    stored = { ...stored, unsubscribed: true };
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Already unsubscribed' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/You are already unsubscribed from Acme News emails/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });

  it('names the organisation for a message of no channel', async () => {
    stored = { organisation: 'Acme Union', channel: null, unsubscribed: false };
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Unsubscribe from Acme Union emails?' }),
    ).toBeInTheDocument();
  });

  it('explains a link that does not work', async () => {
    renderPage('forged-token');
    expect(
      await screen.findByRole('heading', { name: 'This unsubscribe link does not work' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });

  it('keeps the button when the unsubscribe fails, and shows why', async () => {
    server.use(
      http.post(apiUrl('/unsubscribe/:token'), () =>
        HttpResponse.json(
          { code: 'too_many_attempts', message: 'Too many tries from here.' },
          { status: 429 },
        ),
      ),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeEnabled();
  });
});

import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '../../../../tests/msw/apiUrl';
import { server } from '../../../../tests/msw/server';
import { buildProfile } from '../../../../tests/factories';
import { renderApp } from '../../../../tests/render';
import { SmsSignupSendPage } from './SmsSignupSendPage';

const USERS = ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002'];

/** The users page hands the picked ids over in the location's state. */
function renderPage(userGroup: number) {
  return renderApp([{ path: '/users/sms-signup', element: <SmsSignupSendPage /> }], {
    route: { pathname: '/users/sms-signup', state: { userIds: USERS } },
    user: buildProfile({ userGroup, companyID: 'acme' }),
  });
}

function recordSends(skipped: { _id: string; reason: string }[] = []) {
  const sent: unknown[] = [];
  server.use(
    http.get(apiUrl('/content-provider/acme'), () =>
      HttpResponse.json({
        success: true,
        data: [
          { _id: 'c-news', clientName: 'Acme News' },
          { _id: 'c-local', clientName: 'Local 47' },
        ],
      }),
    ),
    http.post(apiUrl('/user/register/sms'), async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({
        success: true,
        data: { sent: 2 - skipped.length, skipped, creditsLeft: 98 },
      });
    }),
  );
  return sent;
}

describe('Send sign-up links', () => {
  it("lets an organization's admin choose the channel that pays, and sends its id", async () => {
    const sent = recordSends();
    const { user } = renderPage(4);
    const payer = await screen.findByLabelText('Paid from');
    expect(await screen.findByRole('option', { name: 'Local 47' })).toBeInTheDocument();
    await user.selectOptions(payer, 'Local 47');
    await user.click(screen.getByRole('button', { name: 'Send 2 texts' }));
    expect(await screen.findByText('2 sign-up links sent')).toBeInTheDocument();
    expect(sent).toEqual([{ userIds: USERS, cpId: 'c-local' }]);
  });

  it('leaves the choice to the server when the default channel pays', async () => {
    const sent = recordSends();
    const { user } = renderPage(4);
    await screen.findByRole('option', { name: 'Acme News' });
    await user.click(screen.getByRole('button', { name: 'Send 2 texts' }));
    await screen.findByText('2 sign-up links sent');
    expect(sent).toEqual([{ userIds: USERS }]);
  });

  it("shows a channel admin no choice: its own channel's credits pay", async () => {
    const sent = recordSends();
    const { user } = renderPage(2);
    await user.click(await screen.findByRole('button', { name: 'Send 2 texts' }));
    await screen.findByText('2 sign-up links sent');
    expect(screen.queryByLabelText('Paid from')).not.toBeInTheDocument();
    expect(sent).toEqual([{ userIds: USERS }]);
  });

  it('says who was skipped for opting out of SMS', async () => {
    recordSends([{ _id: USERS[1] ?? '', reason: 'opted_out' }]);
    const { user } = renderPage(2);
    await user.click(await screen.findByRole('button', { name: 'Send 2 texts' }));
    expect(await screen.findByText('Skipped: 1 user opted out of SMS.')).toBeInTheDocument();
  });
});

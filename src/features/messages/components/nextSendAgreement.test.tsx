import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { buildMessage } from '../../../../tests/messageFactories';
import { zonesLine } from './AudienceCountPanel';
import { HistoryTable } from './HistoryTable';
import { MessageFacts } from './MessageFacts';

/**
 * One local-time send, 09:00 on each recipient's clock, whose first recipients are in Tokyo:
 * compose's count answers the instant as ISO, the history and the detail as the API's Pacific
 * wall time of the same instant (2027-06-10T00:00Z is 2027-06-09 17:00 PDT).
 */
const FIRST_AT = '2027-06-10T00:00:00.000Z';
const zones = { count: 2, firstAt: FIRST_AT, lastAt: '2027-06-10T08:00:00.000Z' };
const message = buildMessage({
  title: 'Good morning',
  scheduleType: 'once',
  schedule_date: '2027-06-10',
  schedule_time: '09:00',
  localTime: true,
  status: 1,
  sent: 0,
  nextSendAt: '2027-06-09 17:00:00',
});

const composeFirst = () => /the first get it at (\S+ \S+),/.exec(zonesLine(zones))?.[1];

describe('a local-time send’s first send time', () => {
  it('reads the same in compose’s zones line and the history’s Next', () => {
    render(
      <MemoryRouter>
        <HistoryTable messages={[message]} refreshing={false} onDelete={() => undefined} />
      </MemoryRouter>,
    );
    const next = screen.getByText(/^Next: /).textContent?.replace('Next: ', '');
    expect(composeFirst()).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(next).toBe(composeFirst());
  });

  it('reads the same in compose’s zones line and the detail’s Next send', () => {
    render(
      <MemoryRouter>
        <MessageFacts message={message} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Next send').nextElementSibling?.textContent).toBe(composeFirst());
  });
});

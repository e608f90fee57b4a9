import { describe, expect, it } from 'vitest';
import {
  bodyOf,
  composeSchema,
  NEW_MESSAGE,
  scheduleIsPast,
  type ComposeValues,
} from './composeForm';

const filled: ComposeValues = {
  ...NEW_MESSAGE,
  title: ' Vote ',
  push_message: 'Vote on Friday',
  message: '<p>Polls open at 8</p>',
};

describe('bodyOf', () => {
  it('sends now without schedule fields, and without a channel for a channel admin', () => {
    expect(bodyOf(filled, 'Europe/Berlin')).toEqual({
      type: 'Regular Message',
      title: 'Vote',
      push_message: 'Vote on Friday',
      message: '<p>Polls open at 8</p>',
      url: null,
      device: 'all',
      isReadRequired: false,
      enableFeedback: false,
      audience: { kind: 'all' },
      deliveryMode: 'fallback',
    });
  });

  it('asks for reminders only for a message that asks for confirmation or feedback', () => {
    const remind = { ...filled, remind: true, remindAfterHours: 6, remindTimes: 2 };
    expect(bodyOf({ ...remind, isReadRequired: true }, 'UTC').reminders).toEqual({
      afterHours: 6,
      times: 2,
    });
    expect(bodyOf(remind, 'UTC')).not.toHaveProperty('reminders');
    expect(bodyOf({ ...remind, enableFeedback: true, remind: false }, 'UTC')).not.toHaveProperty(
      'reminders',
    );
  });

  it('adds the weekdays in order, the time and the sender’s zone', () => {
    const body = bodyOf(
      { ...filled, schedule: 'weekdays', schedule_time: '08:30', schedule_days: [5, 1] },
      'Europe/Berlin',
    );
    expect(body).toMatchObject({
      scheduleType: 'weekdays',
      schedule_time: '08:30',
      schedule_days: [1, 5],
      userTimeZone: 'Europe/Berlin',
    });
    expect(body).not.toHaveProperty('schedule_date');
  });

  it('sends picked users as the users filter limited to their ids', () => {
    const body = bodyOf(
      {
        ...filled,
        cpId: 'c1',
        audienceKind: 'users',
        users: { q: 'ada', userType: 'registered', group: '', mode: 'ids', userIds: ['u1'] },
      },
      'UTC',
    );
    expect(body.cpId).toBe('c1');
    expect(body.audience).toEqual({
      kind: 'users',
      filter: {
        userStatus: 'active',
        userType: 'registered',
        onlyActiveUsers: true,
        searchString: 'ada',
        searchStringFields: ['email', 'firstName', 'lastName', 'name'],
        selectionType: 'ids',
        userIds: ['u1'],
      },
    });
  });
});

describe('composeSchema', () => {
  it('asks for a channel only when the admin must choose one', async () => {
    await expect(composeSchema(true).validate(filled)).rejects.toThrow(
      'Choose the channel to send through.',
    );
    await expect(composeSchema(false).validate(filled)).resolves.toBeTruthy();
  });

  it('refuses a file that is not HTML or PDF', async () => {
    const file = new File(['x'], 'photo.png', { type: 'image/png' });
    await expect(composeSchema(false).validate({ ...filled, file })).rejects.toThrow(
      'Attach an HTML or PDF file.',
    );
  });
});

describe('scheduleIsPast', () => {
  const at = new Date(2030, 5, 10, 12, 0);
  it('judges a time on the sender’s clock, and a local-time send by the first zone', () => {
    expect(scheduleIsPast('2030-06-10', '11:59', false, at)).toBe(true);
    expect(scheduleIsPast('2030-06-10', '12:01', false, at)).toBe(false);
    expect(scheduleIsPast('2030-06-10', '', false, at)).toBe(false);
    // UTC+14 reaches a wall time 14 hours before UTC does.
    const utcNoon = new Date(Date.UTC(2030, 5, 10, 12, 0));
    expect(scheduleIsPast('2030-06-11', '01:00', true, utcNoon)).toBe(true);
    expect(scheduleIsPast('2030-06-11', '03:00', true, utcNoon)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { buildAudienceCount } from '../../../tests/messageFactories';
import { choiceReach, notFollowingLines, reachFigures } from './reachText';

describe('the reach in words', () => {
  it('takes its two figures from the API, never adding them up again', () => {
    const count = buildAudienceCount({ reached: 7, notReachable: 2, none: 5, suspended: 4 });
    expect(reachFigures(count)).toMatchObject({
      reached: '7 users reached',
      notReachable: '2 not reachable',
      reasons: '4 suspended, 5 with no address for this channel',
    });
    expect(reachFigures(buildAudienceCount({ none: 0, suspended: 0 })).notReachable).toBeNull();
  });

  it('names each group that does not follow the channel, or the chosen users', () => {
    expect(
      notFollowingLines({
        channel: 'Acme News',
        users: 4,
        groups: [
          { _id: 'a', name: 'Stewards', users: 3 },
          { _id: 'b', name: 'Volunteers', users: 1 },
        ],
      }),
    ).toEqual([
      '3 members of Stewards do not follow Acme News',
      '1 member of Volunteers does not follow Acme News',
    ]);
    expect(notFollowingLines({ channel: 'Acme News', users: 2, groups: [] })).toEqual([
      '2 of the chosen users do not follow Acme News',
    ]);
    expect(notFollowingLines({ channel: 'Acme News', users: 1, groups: [] })).toEqual([
      '1 of the chosen users does not follow Acme News',
    ]);
    expect(notFollowingLines(null)).toEqual([]);
  });

  it('gives each delivery choice its reach and credits', () => {
    const reach = { allowed: true, push: 0, sms: 12, email: 0, none: 3, creditsNeeded: 12 };
    expect(choiceReach(reach)).toBe('Reaches 12 · 12 text credits');
    expect(choiceReach({ ...reach, sms: 0, push: 4, creditsNeeded: 0 })).toBe(
      'Reaches 4 · no text credits',
    );
  });
});

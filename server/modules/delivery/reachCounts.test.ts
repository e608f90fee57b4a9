import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_MODES, DEVICES } from '../../../contract/messages';
import { selectRows } from '../../db/rows';
import { WHOLE_COMPANY } from '../../db/wholeCompany';
import { tallyOf, type Tally } from '../../../tests/api/counterTally';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { countAudience } from './audienceRepository';
import { audienceCondition, reachChannel, type SendingChannel } from './audienceSqlRepository';
import type { StoredAudience } from '../../db/schema/messages';
import { mobileUsers as u } from '../../db/schema/mobileUsers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The counter's key columns. */
const KEYS = [
  'company_id',
  'content_provider_id',
  'is_active',
  'platform',
  'registered',
  'has_phone',
  'has_email',
];

// The counters' `registered` counts who push reaches: registered, with a live push token.
const traits = (r: string) =>
  sql.raw(`${r}.is_active, lower(coalesce(${r}.platform, '')) as platform,
  ${r}.registered and ${r}.has_push_token as registered,
  coalesce(${r}.phone, '') <> '' as has_phone, coalesce(${r}.email, '') <> '' as has_email`);

async function kept(): Promise<Tally> {
  return tallyOf(t.db, sql`select * from mobile_user_reach_counts`, KEYS);
}
async function counted(): Promise<Tally> {
  return tallyOf(
    t.db,
    sql`select company_id, content_provider_id, is_active, platform, registered, has_phone,
          has_email, count(*) as users from (
          select u.company_id, ${WHOLE_COMPANY}::uuid as content_provider_id, ${traits('u')}
          from mobile_users u where u.is_deleted = 0
          union all
          select u.company_id, f.content_provider_id, ${traits('u')}
          from mobile_users u join channel_followers f on f.mobile_user_id = u.id
          where u.is_deleted = 0
        ) live group by 1, 2, 3, 4, 5, 6, 7`,
    KEYS,
  );
}

async function acmeChannels() {
  return selectRows<{ id: string; company_id: string; is_company_default: boolean }>(
    t.db,
    sql`select p.id, p.company_id, p.is_company_default from content_providers p
      join companies c on c.id = p.company_id where c.company_id = 'acme' and p.is_deleted = 0`,
  );
}

describe('mobile_user_reach_counts', () => {
  it('starts equal to a count of the seeded users and follows', async () => {
    const figures = await counted();
    expect(Object.keys(figures).length).toBeGreaterThan(4);
    expect(await kept()).toEqual(figures);
  });

  it('follows new users, follows, changes of reach, soft and hard deletes', async () => {
    const [first, second] = await acmeChannels();
    await t.db.execute(sql`with added as (
        insert into mobile_users (company_id, email, phone, platform, registered, is_active)
        select ${first?.company_id ?? ''}, case when g % 3 > 0 then 'reach' || g || '@acme.test' end,
          case when g % 4 > 0 then '+1555' || g end, (array['iOS', 'android', null])[1 + g % 3],
          g % 2 = 0, case when g % 7 = 0 then 0 else 1 end
        from generate_series(1, 120) g returning id, phone
      )
      insert into channel_followers (mobile_user_id, content_provider_id)
      select id, ${first?.id ?? ''}::uuid from added
      union all select id, ${second?.id ?? ''}::uuid from added where phone like '%1_'`);
    expect(await kept()).toEqual(await counted());

    // Push tokens for some of them, registered or not: only registered users with one count.
    await t.db.execute(sql`insert into mobile_user_devices (company_id, mobile_user_id, push_token,
        platform) select company_id, id, 'reach-' || id::text, 'android' from mobile_users
      where email like 'reach%' and right(email, 10) like '%0@acme.test'
        or email like 'reach%' and right(email, 10) like '%2@acme.test'`);
    expect(await kept()).toEqual(await counted());
    // A token moved to another user, and one forgotten.
    await t.db.execute(sql`update mobile_user_devices set mobile_user_id =
        (select id from mobile_users where email = 'reach4@acme.test')
      where push_token = (select 'reach-' || id::text from mobile_users
        where email = 'reach10@acme.test')`);
    await t.db.execute(sql`delete from mobile_user_devices where mobile_user_id =
      (select id from mobile_users where email = 'reach20@acme.test')`);
    expect(await kept()).toEqual(await counted());

    await t.db.execute(sql`update mobile_users set phone = null, registered = not registered
      where email like 'reach1%'`);
    await t.db.execute(sql`update mobile_users set email = '' , platform = 'web'
      where email like 'reach2%'`);
    await t.db.execute(sql`update mobile_users set is_deleted = 1 where email like 'reach3%'`);
    await t.db.execute(sql`delete from mobile_users where email like 'reach4%'`);
    await t.db.execute(sql`delete from channel_followers where mobile_user_id in
      (select id from mobile_users where email like 'reach5%')`);
    await t.db.execute(
      sql`update mobile_users set first_name = 'Same reach' where email like 'reach6%'`,
    );
    expect(await kept()).toEqual(await counted());
  });

  it("answers a whole channel's or one group's reach as a count of its users would", async () => {
    // A channel's group holding followers and others, as a company admin may fill it.
    const channels = await acmeChannels();
    const own = channels.find((c) => !c.is_company_default);
    await t.db.execute(sql`with grouped as (
        insert into user_groups (company_id, content_provider_id, name)
        values (${own?.company_id ?? ''}, ${own?.id ?? ''}, 'Mixed followers') returning id
      )
      insert into user_group_members (group_id, mobile_user_id)
      select grouped.id, u.id from grouped, mobile_users u
      where u.company_id = ${own?.company_id ?? ''} and u.is_deleted = 0`);
    const groups = await selectRows<{ id: string }>(
      t.db,
      sql`select g.id from user_groups g join companies c on c.id = g.company_id
        where c.company_id = 'acme'`,
    );
    const audiences: StoredAudience[] = [
      { kind: 'all' },
      ...groups.map(({ id }) => ({ kind: 'groups' as const, groups: [id] })),
    ];
    expect(audiences.length).toBeGreaterThan(2);
    for (const channel of channels) {
      for (const [sms, email] of [
        [true, true],
        [true, false],
        [false, true],
        [false, false],
      ] as const) {
        const sending: SendingChannel = {
          companyId: channel.company_id,
          channelId: channel.id,
          isCompanyDefault: channel.is_company_default,
          smsForUnregistered: sms,
          emailForUnregistered: email,
          creditsRemaining: 7,
        };
        for (const [device, audience] of DEVICES.flatMap((d) =>
          audiences.map((a) => [d, a] as const),
        )) {
          const target = { channel: sending, device, audience };
          const rows = await selectRows<{ reach: string; n: unknown }>(
            t.db,
            sql`select ${reachChannel(sending)} as reach, count(*) as n from ${u}
              where ${audienceCondition(target)} group by 1`,
          );
          const of = (reach: string) => Number(rows.find((r) => r.reach === reach)?.n ?? 0);
          // The same choice's suspended users, counted straight from the table.
          const [left] = await selectRows<{ n: unknown }>(
            t.db,
            sql`select count(*) as n from ${u}
              where ${audienceCondition(target, 'any')} and ${u.isActive} = 0`,
          );
          const suspended = () => Number(left?.n ?? 0);
          const counted = await countAudience(t.db, target);
          expect(counted).toMatchObject({
            total: of('push') + of('sms') + of('email') + of('none'),
            push: of('push'),
            sms: of('sms'),
            email: of('email'),
            none: of('none'),
            suspended: suspended(),
            reached: of('push') + of('sms') + of('email'),
            creditsNeeded: of('sms'),
            creditsRemaining: 7,
            capped: 0,
          });
          if (device !== 'all') continue;
          // Each delivery choice's figures, as the fan-out's expression for it counts them.
          for (const mode of DELIVERY_MODES) {
            const byMode = await selectRows<{ reach: string; n: unknown }>(
              t.db,
              sql`select ${reachChannel(sending, mode)} as reach, count(*) as n from ${u}
                where ${audienceCondition(target)} group by 1`,
            );
            const ofMode = (reach: string) => Number(byMode.find((r) => r.reach === reach)?.n ?? 0);
            expect(counted.modes?.[mode], `${mode} of ${channel.id}`).toEqual({
              allowed: mode === 'sms' ? sms : mode === 'email' ? email : true,
              push: ofMode('push'),
              sms: ofMode('sms'),
              email: ofMode('email'),
              none: ofMode('none'),
              creditsNeeded: ofMode('sms'),
            });
          }
        }
      }
    }
  });
});

import { eq, sql } from 'drizzle-orm';
import type { Device, DevicePlatform } from '../../../contract/devices';
import type { LanguageCode } from '../../../contract/languages';
import type { Database } from '../../db/client';
import { jsonColumn, preparedRows } from '../../db/rows';
import { mobileUsers as u } from '../../db/schema/mobileUsers';
import { inTransactionNow } from '../../db/contextual';
import { createStatementBatcher } from '../../db/statementBatcher';
import {
  callsWindowOf,
  hashAppToken,
  looksLikeAppToken,
  TOKEN_USE_CTES,
  tokenUseOf,
  type AppTokenUse,
} from './appTokensRepository';

export interface DeviceRegistration {
  pushToken: string;
  platform: DevicePlatform;
  appVersion: string;
  timeZone?: string;
  /** A listed tag in its listed spelling (the service matched it). */
  language?: LanguageCode;
}

/**
 * The most devices one app user keeps: a new registration beyond it forgets the longest unseen,
 * so a misbehaving app cannot make every push fan out to thousands of tokens.
 */
export const DEVICES_PER_USER = 10;

/** A registration's outcome: the token's use, and the device unless the call was over the limit. */
export interface TokenRegistration {
  use: AppTokenUse;
  device: Device | null;
}

/** One call of a batch, as the statement reads it. */
export interface RegistrationCall {
  token_hash: string;
  calls_window: string;
  push_token: string;
  platform: DevicePlatform;
  app_version: string;
  at: string;
  per_minute: number;
}

interface RegistrationRow extends Record<string, unknown> {
  /** The call's place in its batch. */
  n: number;
  mobile_user_id: string;
  company_id: string;
  calls: number;
  /** The stored device, as the app is answered; null when the call was over the limit. */
  device: unknown;
  /** The user's tokens before the statement: the registered one only when it was theirs. */
  held: number;
  reported_time_zone: string | null;
  language: string | null;
}

const iso = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * Registers a batch of calls in one statement: each token's user found, its call counted and
 * its push token stored; one row per call whose token acts for a live user. The outer query
 * sees the tables as the statement began: `held` and the user's zone and language are as they
 * were before these registrations.
 */
export function registerBatch(db: Database, batch: readonly RegistrationCall[]) {
  return preparedRows<RegistrationRow>(
    db,
    'register_devices',
    sql`with calls as (
        select * from jsonb_to_recordset(${JSON.stringify(batch.map((call, i) => ({ ...call, n: i + 1 })))}::jsonb)
          as c(n int, token_hash text, calls_window timestamptz, push_token text,
            platform text, app_version text, at timestamptz, per_minute int)),
      ${TOKEN_USE_CTES},
      registered as (
        insert into mobile_user_devices as d (company_id, mobile_user_id, push_token,
          platform, app_version, created_at, last_seen_at)
        select token.company_id, token.mobile_user_id, token.push_token, token.platform,
          token.app_version, token.at, token.at
        from token join counted using (token_hash)
        where token.per_minute <= 0 or counted.calls <= token.per_minute
        on conflict (company_id, push_token) do update set
          mobile_user_id = excluded.mobile_user_id, platform = excluded.platform,
          app_version = excluded.app_version, last_seen_at = excluded.last_seen_at,
          -- A token moved to another user starts afresh for them.
          created_at = case when d.mobile_user_id = excluded.mobile_user_id
            then d.created_at else excluded.created_at end
        returning d.id, d.company_id, d.push_token, d.platform, d.app_version, d.created_at,
          d.last_seen_at)
      select token.n::int as n, token.mobile_user_id::text as mobile_user_id,
        token.company_id::text as company_id, counted.calls,
        case when r.id is not null then json_build_object('_id', r.id,
          'platform', r.platform, 'appVersion', r.app_version,
          'dateCreated', ${iso('r.created_at')}, 'lastSeen', ${iso('r.last_seen_at')})
        end as device,
        (select count(*)::int from mobile_user_devices
          where mobile_user_id = token.mobile_user_id) as held,
        m.reported_time_zone, m.language
      from token join counted using (token_hash)
      join mobile_users m on m.id = token.mobile_user_id
      left join registered r on r.company_id = token.company_id
        and r.push_token = token.push_token`,
  );
}

/**
 * The app's registration of its push token. Apps register at every start, so a new release
 * brings every member's app at once: the token's user is found, the call counted and the token
 * stored in one statement, and the calls that arrive while one is running go together in the
 * next (docs/decisions.md, "Real devices" and "Registrations in batches").
 */
export function createRegistrationRepository(db: Database) {
  const batcher = createStatementBatcher<RegistrationCall, RegistrationRow | undefined>({
    run: async (batch) => {
      const rows = await registerBatch(db, batch);
      const byPlace = new Map(rows.map((row) => [Number(row.n), row]));
      return batch.map((_call, i) => byPlace.get(i + 1));
    },
    // One token's calls count one after the other, and a push token is one row per company.
    keysOf: (call) => [`app:${call.token_hash}`, `push:${call.push_token}`],
    // Under 100 rows, so the member triggers keep the plans made for small statements
    // (migration 0079 replans them when a statement's rows reach another power of ten).
    maxBatch: 99,
    maxInFlight: 2,
  });

  /**
   * Past DEVICES_PER_USER the longest unseen go. Most users hold one or two tokens, so the
   * trim is a statement of its own, run only when the user may be over: a DELETE fires the
   * table's statement triggers even when it deletes nothing.
   */
  async function keepLatest(
    mobileUserId: string,
    registeredId: string,
    held: number,
  ): Promise<void> {
    if (held < DEVICES_PER_USER) return;
    await db.execute(sql`delete from mobile_user_devices
      where mobile_user_id = ${mobileUserId} and id <> ${registeredId}
        and id not in (select id from mobile_user_devices
          where mobile_user_id = ${mobileUserId} and id <> ${registeredId}
          order by last_seen_at desc, id desc limit ${DEVICES_PER_USER - 1})`);
  }

  /**
   * The zone the phone reports wins over the one the user's place suggests (migration 0043's
   * trigger keeps time_zone from it), and the language the member chose in the app over what
   * an admin or an import set. Written only when one changed, as apps register often: an
   * UPDATE of no row still runs every statement trigger of mobile_users.
   */
  async function noteZoneAndLanguage(
    mobileUserId: string,
    device: DeviceRegistration,
    current: { reported_time_zone: string | null; language: string | null },
  ): Promise<void> {
    const changes = {
      ...(device.timeZone && device.timeZone !== current.reported_time_zone
        ? { reportedTimeZone: device.timeZone }
        : {}),
      ...(device.language && device.language !== current.language
        ? { language: device.language }
        : {}),
    };
    if (Object.keys(changes).length > 0) {
      await db.update(u).set(changes).where(eq(u.id, mobileUserId));
    }
  }

  return {
    /**
     * Registers a token for the app user an app token acts for, or refreshes it; null when the
     * token acts for nobody. A call over `perMinute` (0: no limit) is counted but stores
     * nothing. A token is one user's within a company: registered by another user of the
     * company (the phone changed hands, or accounts), it moves to them. Another company's row
     * of the same token is never touched.
     */
    async registerForToken(
      appToken: string,
      device: DeviceRegistration,
      now: Date,
      perMinute: number,
    ): Promise<TokenRegistration | null> {
      if (!looksLikeAppToken(appToken)) return null;
      const windowStart = callsWindowOf(now);
      const call: RegistrationCall = {
        token_hash: hashAppToken(appToken),
        calls_window: windowStart.toISOString(),
        push_token: device.pushToken,
        platform: device.platform,
        app_version: device.appVersion,
        at: now.toISOString(),
        per_minute: perMinute,
      };
      // Inside a caller's transaction the call joins it, alone: a batch would carry other
      // requests' registrations into it, and with it into its rollback.
      const row = inTransactionNow()
        ? (await registerBatch(db, [call]))[0]
        : await batcher.add(call);
      if (!row) return null;
      const use = tokenUseOf(row, windowStart);
      const stored = jsonColumn(row.device) as Device | null;
      if (!stored) return { use, device: null };
      await keepLatest(use.user.mobileUserId, stored._id, row.held);
      await noteZoneAndLanguage(use.user.mobileUserId, device, row);
      return { use, device: stored };
    },
  };
}

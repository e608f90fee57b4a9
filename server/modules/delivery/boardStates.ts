import { sql, type SQL } from 'drizzle-orm';
import type { BoardFilter, BoardState } from '../../../contract/messageBoard';

/**
 * A receipt's board state as conditions over message_receipts `r`, the same as the SQL function
 * receipt_board_state that keeps message_board_counts (migration 0042): answered no first, then
 * confirmed (read and confirmed, or answered yes), then not opened, else opened.
 */
const answeredNo = sql`coalesce(r.feedback, -1) = 0`;
const confirmed = sql`(coalesce(r.feedback, -1) = 1 or r.read_response)`;

export const BOARD_CONDITIONS: Record<BoardState, SQL> = {
  answered_no: answeredNo,
  confirmed: sql`not ${answeredNo} and ${confirmed}`,
  not_opened: sql`not ${answeredNo} and not ${confirmed} and r.read_at is null`,
  opened: sql`not ${answeredNo} and not ${confirmed} and r.read_at is not null`,
};

/** Those who have not confirmed: not opened, opened only, or answered no. */
export const UNCONFIRMED = sql`(${answeredNo} or not ${confirmed})`;

export const FILTER_CONDITIONS: Record<BoardFilter, SQL> = {
  unconfirmed: UNCONFIRMED,
  not_opened: BOARD_CONDITIONS.not_opened,
  opened: BOARD_CONDITIONS.opened,
  answered_no: BOARD_CONDITIONS.answered_no,
};

/** The board state of the receipt `r`, as a SQL expression. */
export const BOARD_STATE = sql<string>`receipt_board_state(r.read_at, r.read_response, r.feedback)`;

import { sql, type SQL } from 'drizzle-orm';
import type { BoardFilter, BoardState } from '../../../contract/messageBoard';
import { receiptConfirmed } from '../../db/receiptConfirmed';

/**
 * A receipt's board state as conditions over message_receipts `r`, the same as the SQL function
 * receipt_board_state that keeps message_board_counts (migrations 0042, 0054): confirmed first
 * (receipt_confirmed: read and confirmed, or answered yes; an answer of no after confirming takes
 * nothing back), then answered no, then not opened, else opened.
 */
const confirmed = receiptConfirmed('r');
const answeredNo = sql`coalesce(r.feedback, -1) = 0`;

export const BOARD_CONDITIONS: Record<BoardState, SQL> = {
  confirmed,
  answered_no: sql`not ${confirmed} and ${answeredNo}`,
  not_opened: sql`not ${confirmed} and not ${answeredNo} and r.read_at is null`,
  opened: sql`not ${confirmed} and not ${answeredNo} and r.read_at is not null`,
};

/** Those who have not confirmed: not opened, opened only, or answered no without confirming. */
export const UNCONFIRMED = sql`not ${confirmed}`;

export const FILTER_CONDITIONS: Record<BoardFilter, SQL> = {
  unconfirmed: UNCONFIRMED,
  not_opened: BOARD_CONDITIONS.not_opened,
  opened: BOARD_CONDITIONS.opened,
  answered_no: BOARD_CONDITIONS.answered_no,
};

/** The board state of the receipt `r`, as a SQL expression. */
export const BOARD_STATE = sql<string>`receipt_board_state(r.read_at, r.read_response, r.feedback)`;

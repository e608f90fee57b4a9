import type { BoardCounts, BoardFilter, BoardState } from '../../../contract/messageBoard';

export const BOARD_STATE_LABELS: Record<BoardState, string> = {
  not_opened: 'Not opened',
  opened: 'Opened, not confirmed',
  answered_no: 'Answered no',
  confirmed: 'Confirmed',
};

export const BOARD_FILTER_LABELS: Record<BoardFilter, string> = {
  unconfirmed: 'Everyone who has not confirmed',
  not_opened: 'Not opened',
  opened: 'Opened, not confirmed',
  answered_no: 'Answered no',
};

/** The board's columns, in the order a recipient moves through them. */
export const BOARD_COLUMNS: readonly (readonly [keyof Omit<BoardCounts, 'total'>, BoardState])[] = [
  ['notOpened', 'not_opened'],
  ['opened', 'opened'],
  ['answeredNo', 'answered_no'],
  ['confirmed', 'confirmed'],
];

/** Those a follow-up would go to: everyone short of confirming. */
export const unconfirmedOf = (counts: BoardCounts) => counts.total - counts.confirmed;

import type { ReactNode } from 'react';

interface ScrollableTableProps {
  /** The table's name: its caption, and the scroll region's label. */
  caption: string;
  /** Rows highlight on hover (lists that lead somewhere). */
  hover?: boolean;
  busy?: boolean;
  /** thead and tbody. */
  children: ReactNode;
}

/**
 * A messaging table that stacks into cards on a phone and otherwise scrolls sideways when wide,
 * in a region keyboard users can reach.
 */
export function ScrollableTable({ caption, hover = false, busy, children }: ScrollableTableProps) {
  return (
    <div
      className="table-responsive messages-table-wrap"
      // A wide table scrolls sideways on a phone: keys must reach it too.
      tabIndex={0}
      role="region"
      aria-label={`${caption}, scrollable`}
    >
      <table
        className={`table${hover ? ' table-hover' : ''} align-middle mb-0 messages-table stack-on-phone`}
        aria-busy={busy}
      >
        <caption className="visually-hidden">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import type { FlowState } from '../../lib/flows';
import { ListBody } from './ListBody';
import './ListPage.css';
import { Pagination } from './Pagination';
import { PAGE_SIZE, pageCount, rangeLabel } from './pageWindow';

export interface ListPaging {
  /** The page shown, from 1. */
  page: number;
  /** Rows in the whole list (every page). */
  total: number;
  /** `total` is an estimate: "1–10 of about 62,000". */
  estimated?: boolean;
  pageSize?: number;
  onChange: (page: number) => void;
  /** Names the page buttons' navigation landmark: "Groups pages". */
  label: string;
}

export interface ListCardProps {
  /** Search and filters, at the top of the card. */
  toolbar?: ReactNode;
  /** A strip under the toolbar, such as the bulk actions for ticked rows. */
  selectionBar?: ReactNode;
  /** The list's load: failed shows its error and a retry; loading with no rows, the skeleton. */
  flow: Pick<FlowState, 'status' | 'error'>;
  /** Rows there are to show (on this page); none once loaded shows the empty state. */
  rowCount: number;
  onRetry: () => void;
  skeleton: { columns: number; rows?: number; label: string };
  /** What the list is for and how to fill it (EmptyState), or why a search found nothing. */
  emptyState: ReactNode;
  /** The footer: the rows shown and the page buttons (SPEC.md section 9: 10 a page, 5 buttons). */
  paging?: ListPaging;
  className?: string;
  /** The table (CrudTable), shown when there are rows. */
  children: ReactNode;
}

/** A list in a card: toolbar, the body in its state (error, skeleton, empty, rows) and paging. */
export function ListCard({
  toolbar,
  selectionBar,
  flow,
  rowCount,
  onRetry,
  skeleton,
  emptyState,
  paging,
  className,
  children,
}: ListCardProps) {
  const waiting = flow.status === 'loading' || flow.status === 'idle';
  const pageSize = paging?.pageSize ?? PAGE_SIZE;
  return (
    <Card className={`shadow-sm list-card${className ? ` ${className}` : ''}`}>
      {toolbar && <div className="list-toolbar border-bottom">{toolbar}</div>}
      {selectionBar}
      <ListBody
        failed={flow.status === 'failed'}
        error={flow.error}
        onRetry={onRetry}
        loading={waiting && rowCount === 0}
        skeleton={{ rows: 5, ...skeleton }}
        empty={rowCount === 0}
        emptyState={emptyState}
      >
        {children}
      </ListBody>
      {paging && paging.total > 0 && flow.status !== 'failed' && (
        <Card.Footer className="bg-body list-footer">
          <span className="small text-body-secondary">
            {rangeLabel(paging.page, paging.total, pageSize, paging.estimated)}
          </span>
          <Pagination
            page={paging.page}
            pages={pageCount(paging.total, pageSize)}
            onChange={paging.onChange}
            label={paging.label}
          />
        </Card.Footer>
      )}
    </Card>
  );
}

import Placeholder from 'react-bootstrap/Placeholder';

const WIDTHS = [7, 5, 8, 6, 9] as const;

/** The conversation list's shape while it loads; screen readers hear the label only. */
export function ListSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <div role="status" className="chat-list-skeleton">
      <span className="visually-hidden">Loading conversations…</span>
      {Array.from({ length: rows }, (_, row) => (
        <div key={row} className="chat-item" aria-hidden="true">
          <span className="chat-avatar chat-avatar-placeholder" />
          <Placeholder as="span" animation="glow" className="chat-item-body">
            <Placeholder xs={WIDTHS[row % WIDTHS.length]} />
            <Placeholder xs={10} size="sm" />
          </Placeholder>
        </div>
      ))}
    </div>
  );
}

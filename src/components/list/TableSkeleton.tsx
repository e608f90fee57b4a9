import Placeholder from 'react-bootstrap/Placeholder';

interface TableSkeletonProps {
  rows?: number;
  columns: number;
  label: string;
}

const WIDTHS = [8, 6, 10, 5, 7, 9] as const;

/** The table's shape while its rows load; screen readers hear the label only. */
export function TableSkeleton({ rows = 10, columns, label }: TableSkeletonProps) {
  return (
    <div role="status">
      <span className="visually-hidden">{label}</span>
      <table className="table align-middle mb-0" aria-hidden="true">
        <tbody>
          {Array.from({ length: rows }, (_, row) => (
            <tr key={row}>
              {Array.from({ length: columns }, (_, column) => (
                <td key={column}>
                  <Placeholder animation="glow">
                    <Placeholder xs={WIDTHS[(row + column) % WIDTHS.length]} />
                  </Placeholder>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

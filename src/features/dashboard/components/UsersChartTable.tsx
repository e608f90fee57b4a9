import { countFormat } from '../dashboardStats';
import type { UsersSeries } from '../usersSeries';

interface UsersChartTableProps {
  series: UsersSeries;
  /** Shown where no chart can be drawn; otherwise only screen readers get it. */
  visible: boolean;
}

/** The chart's numbers as a table: the canvas says nothing to a screen reader. */
export function UsersChartTable({ series, visible }: UsersChartTableProps) {
  const table = (
    <table className={visible ? 'table table-sm mb-0' : undefined} aria-label={series.title}>
      <thead>
        <tr>
          <th scope="col">{series.periodLabel}</th>
          <th scope="col">New app users</th>
        </tr>
      </thead>
      <tbody>
        {series.labels.map((label, index) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{countFormat.format(series.counts[index] ?? 0)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
  // Hidden, the table sits in a clipped box of its own: a table ignores the 1 px size and the
  // clipping that .visually-hidden puts on it, and its rows used to lengthen the page.
  return <div className={visible ? 'users-chart overflow-auto' : 'visually-hidden'}>{table}</div>;
}

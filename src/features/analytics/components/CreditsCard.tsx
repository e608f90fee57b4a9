import type { CreditsReport } from '../../../../contract/analytics';
import type { FlowState } from '../../../lib/flows';
import { formatCount } from '../../../lib/numbers';

const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');
const monthLabel = (month: string) => {
  const [year, number] = month.split('-');
  return `${MONTHS[Number(number) - 1] ?? ''} ${year ?? ''}`;
};

/** Off-app text credits the range's sends spent, per month and channel, from the ledger. */
export function CreditsCard({ credits, flow }: { credits: CreditsReport | null; flow: FlowState }) {
  const total = credits?.months.reduce((sum, m) => sum + m.spent, 0) ?? 0;
  return (
    <section className="card shadow-sm mb-4" aria-labelledby="analytics-credits-title">
      <div className="card-header bg-body py-3 d-flex flex-wrap justify-content-between gap-2">
        <h2 id="analytics-credits-title" className="h5 mb-0">
          Text credits spent
        </h2>
        {credits && <span className="text-body-secondary">{formatCount(total)} in all</span>}
      </div>
      <div className="card-body">
        {flow.status === 'failed' ? (
          <p className="text-danger mb-0" role="alert">
            The credits spent could not be loaded. {flow.error}
          </p>
        ) : credits === null ? (
          <p className="text-body-secondary mb-0">Loading the credits spent…</p>
        ) : credits.months.length === 0 ? (
          <p className="text-body-secondary mb-0">
            No text credits were spent in these days: SMS to members without the app spend them.
          </p>
        ) : (
          <div className="table-responsive" tabIndex={0} aria-labelledby="analytics-credits-title">
            <table className="table table-sm mb-0">
              <thead>
                <tr>
                  <th scope="col">Month (UTC)</th>
                  <th scope="col">Channel</th>
                  <th scope="col" className="text-end">
                    Credits spent
                  </th>
                </tr>
              </thead>
              <tbody>
                {credits.months.map((m) => (
                  <tr key={`${m.month}-${m.channelID}`}>
                    <td>{monthLabel(m.month)}</td>
                    <td>{m.channelName}</td>
                    <td className="text-end">{formatCount(m.spent)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </section>
  );
}

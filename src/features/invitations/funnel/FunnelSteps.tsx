import {
  FUNNEL_ACTIVE_DAYS,
  FUNNEL_STEP_LABELS,
  type InvitationFunnel,
} from '../../../../contract/invitationFunnel';
import { countFormat, dropText } from './funnelFormat';

/** The four step totals as cards, each with what it lost from the step before. */
export function FunnelSteps({ funnel }: { funnel: InvitationFunnel }) {
  return (
    <ol className="funnel-steps list-unstyled row row-cols-2 row-cols-lg-4 g-3 mb-4">
      {funnel.steps.map((step, index) => {
        const drop = dropText(step, funnel.steps[index - 1]);
        return (
          <li key={step.step} className="col">
            <div className="card h-100 shadow-sm">
              <div className="card-body">
                <h2 className="h6 text-body-secondary mb-1">{FUNNEL_STEP_LABELS[step.step]}</h2>
                <p className="display-6 fw-semibold mb-1" data-testid={`funnel-${step.step}`}>
                  {countFormat.format(step.count)}
                </p>
                {step.step === 'opened' && (
                  <p className="small text-body-secondary mb-0">
                    {countFormat.format(funnel.scanned)} by QR code
                  </p>
                )}
                {step.step === 'active' && (
                  <p className="small text-body-secondary mb-0">
                    Signed in within the last {FUNNEL_ACTIVE_DAYS} days
                  </p>
                )}
                {drop && <p className="small text-body-secondary mb-0">{drop}</p>}
              </div>
            </div>
          </li>
        );
      })}
    </ol>
  );
}

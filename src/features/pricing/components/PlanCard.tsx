import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import type { PlanTerms } from '../../../../contract/pricing';
import { formatCount } from '../../../lib/numbers';
import { planPrice } from '../planWords';

interface PlanCardProps {
  current: string;
  /** The plans the platform offers (and the channel's own). */
  plans: PlanTerms[];
  busy: boolean;
  onAsk: (plan: PlanTerms) => void;
}

/** Picks another plan, asked for before the confirmation. */
export function PlanCard({ current, plans, busy, onAsk }: PlanCardProps) {
  const [chosen, setChosen] = useState<string>(current);
  const selectId = useId();
  return (
    <Card className="shadow-sm h-100">
      <Card.Body>
        <h2 className="h5 mb-1">Change plan</h2>
        <p className="small text-body-secondary">
          The new plan&rsquo;s monthly text credits replace the current allowance from now on.
        </p>
        <Form
          onSubmit={(event) => {
            event.preventDefault();
            const plan = plans.find((item) => item.code === chosen);
            if (plan && chosen !== current) onAsk(plan);
          }}
        >
          <Form.Group controlId={selectId} className="mb-3">
            <Form.Label>Plan</Form.Label>
            <Form.Select value={chosen} onChange={(event) => setChosen(event.target.value)}>
              {plans.map((plan) => (
                <option key={plan.code} value={plan.code}>
                  {plan.name}: {formatCount(plan.monthlyTextCredits)} credits,{' '}
                  {formatCount(plan.includedAppUsers)} users, {planPrice(plan)}
                  {plan.code === current ? ' (current)' : ''}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <Button type="submit" variant="outline-primary" disabled={chosen === current || busy}>
            <i className="bi bi-arrow-up-circle me-1" aria-hidden="true" />
            Change plan
          </Button>
        </Form>
      </Card.Body>
    </Card>
  );
}

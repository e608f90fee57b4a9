import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import type { Dashboard } from '../../../../contract/auth';

type CounterKey = {
  [K in keyof Dashboard]: Dashboard[K] extends number ? K : never;
}[keyof Dashboard];

const COUNTERS: readonly { key: CounterKey; label: string }[] = [
  { key: 'subscribers', label: 'Subscribers' },
  { key: 'iosSubscribers', label: 'iOS subscribers' },
  { key: 'androidSubscribers', label: 'Android subscribers' },
  { key: 'paidSubscribers', label: 'Paid subscribers' },
  { key: 'recoveredUsers', label: 'Re-registered users' },
  { key: 'companies', label: 'Organizations' },
  { key: 'channels', label: 'Channels' },
  { key: 'admins', label: 'Admins' },
];

const countFormat = new Intl.NumberFormat('en-US');

export function StatCards({ dashboard }: { dashboard: Dashboard }) {
  return (
    <Row as="ul" xs={2} lg={4} className="g-3 list-unstyled" aria-label="Counters">
      {COUNTERS.map(({ key, label }) => (
        <Col as="li" key={key}>
          <Card className="h-100 shadow-sm">
            <Card.Body>
              <h2 className="h6 text-body-secondary mb-2">{label}</h2>
              <p className="fs-2 fw-semibold mb-0">{countFormat.format(dashboard[key])}</p>
            </Card.Body>
          </Card>
        </Col>
      ))}
    </Row>
  );
}

import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Placeholder from 'react-bootstrap/Placeholder';
import Row from 'react-bootstrap/Row';

const TILES = Array.from({ length: 8 }, (_, index) => index);

/** The dashboard's shape while its counters load. */
export function DashboardSkeleton() {
  return (
    <div role="status">
      <span className="visually-hidden">Loading dashboard…</span>
      <Card className="shadow-sm mb-4" aria-hidden="true">
        <Card.Body>
          <Row xs={2} md={3} xl={4} className="g-3">
            {TILES.map((tile) => (
              <Col key={tile}>
                <Placeholder as="div" animation="glow" className="rounded-3 border p-3">
                  <Placeholder xs={6} size="sm" />
                  <Placeholder xs={8} size="lg" className="d-block my-2" />
                  <Placeholder xs={5} size="xs" />
                </Placeholder>
              </Col>
            ))}
          </Row>
        </Card.Body>
      </Card>
      <Card className="shadow-sm" aria-hidden="true">
        <Card.Body>
          <Placeholder as="div" animation="glow">
            <Placeholder xs={4} className="mb-3" />
            <Placeholder xs={12} className="users-chart d-block" />
          </Placeholder>
        </Card.Body>
      </Card>
    </div>
  );
}

import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router-dom';
import type { StatTile as Tile } from '../dashboardStats';
import { StatTile } from './StatTile';

interface StatsCardProps {
  tiles: Tile[];
  /** Whose app users the counters cover. */
  scope: string;
  /** A channel admin's pricing panel, where app users are bought. */
  pricingPath: string | null;
}

export function StatsCard({ tiles, scope, pricingPath }: StatsCardProps) {
  return (
    <Card as="section" className="shadow-sm mb-4" aria-labelledby="stats-title">
      <Card.Header className="bg-body d-flex flex-wrap align-items-center justify-content-between gap-2 py-3">
        <h2 id="stats-title" className="h5 mb-0">
          Overview
        </h2>
        {pricingPath && (
          <Link to={pricingPath} className="btn btn-sm btn-primary">
            <i className="bi bi-plus-circle me-1" aria-hidden="true" />
            ADD OR UPGRADE
          </Link>
        )}
      </Card.Header>
      <Card.Body className="p-2 p-sm-3">
        <Row
          as="ul"
          xs={2}
          md={3}
          xl={tiles.length % 3 === 0 ? 3 : 4}
          className="g-3 list-unstyled mb-0"
          aria-label="Counters"
        >
          {tiles.map((tile) => (
            <Col as="li" key={tile.key}>
              <StatTile tile={tile} />
            </Col>
          ))}
        </Row>
      </Card.Body>
      <Card.Footer className="bg-body small text-body-secondary">
        <i className="bi bi-funnel me-1" aria-hidden="true" />
        {scope}
      </Card.Footer>
    </Card>
  );
}

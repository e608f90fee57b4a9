import { countFormat, type StatTile as Tile } from '../dashboardStats';

export function StatTile({ tile }: { tile: Tile }) {
  return (
    <div className="stat-tile h-100 rounded-3 border p-3">
      <div className="d-flex align-items-baseline gap-2 mb-2 text-body-secondary">
        <i className={`bi ${tile.icon}`} aria-hidden="true" />
        <h3 className="small fw-semibold mb-0">{tile.label}</h3>
      </div>
      <p className="stat-value fw-semibold mb-1">{countFormat.format(tile.value)}</p>
      <p
        className={`small mb-0 ${tile.warn ? 'text-danger-emphasis fw-semibold' : 'text-body-secondary'}`}
      >
        {tile.warn && <i className="bi bi-exclamation-triangle me-1" aria-hidden="true" />}
        {tile.detail}
      </p>
    </div>
  );
}

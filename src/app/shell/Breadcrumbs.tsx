import { Link, useLocation, useMatches } from 'react-router-dom';
import { breadcrumbsFor, type Crumb } from '../../routes/breadcrumbs';

export const HOME_URL = '/dashboard';

/** The home link stands for the dashboard, so the dashboard gets no crumb of its own. */
function withoutHome(crumbs: readonly Crumb[]): Crumb[] {
  return crumbs.filter(
    (crumb, index) => crumb.url.split('?')[0] !== HOME_URL && crumb.url !== crumbs[index - 1]?.url,
  );
}

export function Breadcrumbs() {
  const { search } = useLocation();
  const crumbs = withoutHome(breadcrumbsFor(useMatches(), search));
  if (crumbs.length === 0) return null;

  return (
    <nav aria-label="Breadcrumb" className="app-breadcrumbs">
      <ol className="breadcrumb mb-0">
        <li className="breadcrumb-item">
          <Link to={HOME_URL}>
            <i className="bi bi-house-door me-1" aria-hidden="true" />
            Home
          </Link>
        </li>
        {crumbs.map((crumb, index) =>
          index === crumbs.length - 1 ? (
            <li key={crumb.url} className="breadcrumb-item active" aria-current="page">
              {crumb.name}
            </li>
          ) : (
            <li key={crumb.url} className="breadcrumb-item">
              <Link to={crumb.url}>{crumb.name}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}

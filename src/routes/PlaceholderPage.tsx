import { Link, useLocation, useMatches } from 'react-router-dom';
import { EmptyState } from '../components/ui/EmptyState';
import { breadcrumbsFor } from './breadcrumbs';
import { screenDescription } from './screenDescription';

/** Stands in for a screen not built yet: its name, what it will hold, and the way back. */
export function PlaceholderPage() {
  const matches = useMatches();
  const { search } = useLocation();
  const name = breadcrumbsFor(matches, search).at(-1)?.name ?? 'Coming soon';
  const description = screenDescription(matches, search);

  return (
    <div className="container-fluid py-4">
      <h1 className="h3 mb-1">{name}</h1>
      <div className="card shadow-sm mt-3">
        <EmptyState
          icon="bi-cone-striped"
          title="This screen is not available yet"
          action={
            <Link to="/dashboard" className="btn btn-outline-primary">
              Back to the dashboard
            </Link>
          }
        >
          {description ?? 'It comes in a later version of the console.'}
        </EmptyState>
      </div>
    </div>
  );
}

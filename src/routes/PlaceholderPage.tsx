import { useLocation, useMatches } from 'react-router-dom';
import { breadcrumbsFor, routeHandleOf } from './breadcrumbs';

/** Stands in for a screen not built yet: its route name and what it will hold. */
export function PlaceholderPage() {
  const matches = useMatches();
  const { search } = useLocation();
  const name = breadcrumbsFor(matches, search).at(-1)?.name ?? 'Coming soon';
  const description = matches
    .map((match) => routeHandleOf(match.handle)?.description)
    .findLast((text) => text !== undefined);

  return (
    <div className="container-fluid py-4">
      <h1 className="h3">{name}</h1>
      {description && <p className="text-body-secondary mb-0">{description}</p>}
    </div>
  );
}

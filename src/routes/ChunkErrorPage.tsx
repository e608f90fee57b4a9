import Button from 'react-bootstrap/Button';
import { useRouteError } from 'react-router-dom';
import { RouteErrorPage } from '../components/ui/RouteErrorPage';
import { pageNavigation } from '../lib/pageNavigation';
import { ChunkLoadError } from './lazyPage';

/**
 * The error element of every page route. Retry reloads the document: the router keeps a failed
 * lazy import, and a reload also picks up the chunks of a newer deploy.
 */
export function ChunkErrorPage() {
  const error = useRouteError();
  if (!(error instanceof ChunkLoadError)) return <RouteErrorPage />;
  return (
    <div className="container py-5 text-center" role="alert">
      <h1 className="h3">{error.message}</h1>
      <p className="text-body-secondary">
        This page could not be loaded. Check the connection and try again.
      </p>
      <Button onClick={() => pageNavigation.reload()}>Retry</Button>
    </div>
  );
}

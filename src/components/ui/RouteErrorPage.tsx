import Button from 'react-bootstrap/Button';

/** Shown when a page fails to render or its code cannot be loaded (for example after a deploy). */
export function RouteErrorPage() {
  return (
    <main className="container py-5 text-center">
      <h1 className="h3">Something went wrong</h1>
      <p className="text-body-secondary">This page could not be shown. Reloading usually helps.</p>
      <Button onClick={() => window.location.reload()}>Reload the page</Button>
    </main>
  );
}

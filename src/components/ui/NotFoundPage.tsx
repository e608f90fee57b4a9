import { Link } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <main className="container py-5 text-center">
      <h1 className="h3">Page not found</h1>
      <p className="text-body-secondary">The page you are looking for does not exist.</p>
      <Link to="/dashboard" className="btn btn-primary">
        Go to the dashboard
      </Link>
    </main>
  );
}

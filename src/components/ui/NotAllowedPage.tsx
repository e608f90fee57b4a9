import { Link } from 'react-router-dom';

/** Shown in place of a page the signed-in admin's role does not open. */
export function NotAllowedPage() {
  return (
    <div className="container py-5 text-center">
      <h1 className="h3">You are not allowed to open this page</h1>
      <p className="text-body-secondary">
        Your account does not have access to this page. Ask an administrator if you need it.
      </p>
      <Link to="/dashboard" className="btn btn-primary">
        Go to the dashboard
      </Link>
    </div>
  );
}

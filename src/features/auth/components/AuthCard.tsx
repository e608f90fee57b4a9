import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';

interface AuthCardProps {
  title: string;
  children: ReactNode;
}

/** The centred card the signed-out pages share. */
export function AuthCard({ title, children }: AuthCardProps) {
  return (
    <main className="auth-page">
      <Card className="auth-card shadow-sm">
        <Card.Body className="p-4 p-sm-5">
          <p className="wordmark" aria-hidden="true">
            Tidings
          </p>
          <h1 className="h4 mb-4">{title}</h1>
          {children}
        </Card.Body>
      </Card>
    </main>
  );
}

import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import Placeholder from 'react-bootstrap/Placeholder';
import { accentStyle } from './authAccent';
import './AuthCard.css';

export interface AuthBrand {
  name: string;
  logo: string | null;
  color: string | null;
}

interface AuthCardProps {
  title: string;
  children: ReactNode;
  /** A company's branding (the company login page); the Tidings wordmark without it. */
  brand?: AuthBrand | null;
  brandLoading?: boolean;
  /** A quiet line under the title, such as an unknown organisation. */
  note?: ReactNode;
}

function BrandMark({ brand, loading }: { brand: AuthBrand | null; loading: boolean }) {
  if (loading) {
    return (
      <Placeholder as="div" animation="glow" className="w-50" aria-hidden="true">
        <Placeholder xs={12} size="lg" />
      </Placeholder>
    );
  }
  if (!brand) {
    return (
      <p className="wordmark mb-0" aria-hidden="true">
        Tidings
      </p>
    );
  }
  if (brand.logo) return <img className="auth-logo" src={brand.logo} alt={brand.name} />;
  return <p className="wordmark mb-0">{brand.name}</p>;
}

/** The centred card the signed-out pages share. */
export function AuthCard({
  title,
  children,
  brand = null,
  brandLoading = false,
  note,
}: AuthCardProps) {
  const style = accentStyle(brand?.color);
  return (
    <main className="auth-page">
      <Card className={`auth-card shadow-sm${style ? ' auth-card--branded' : ''}`} style={style}>
        <Card.Body className="p-4 p-sm-5">
          <div className="auth-brand">
            <BrandMark brand={brand} loading={brandLoading} />
          </div>
          <h1 className={`h4 ${note ? 'mb-2' : 'mb-4'}`}>{title}</h1>
          {note && <p className="small text-body-secondary mb-4">{note}</p>}
          {children}
        </Card.Body>
      </Card>
    </main>
  );
}

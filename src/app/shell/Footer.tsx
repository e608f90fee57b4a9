import { PRODUCT_NAME } from '../../lib/branding';

export function Footer({ copyright }: { copyright?: string | null }) {
  const text = copyright?.trim() || `© ${new Date().getFullYear()} ${PRODUCT_NAME}`;
  return (
    <footer className="app-footer">
      <span>{text}</span>
    </footer>
  );
}

import { useId } from 'react';
import type { AppLink } from '../../../../contract/signup';
import { assetUrl } from '../../../lib/assetUrl';

interface LinkListProps {
  title: string;
  image?: string | null;
  links: readonly AppLink[];
}

/** One section of the app's links, each opening in a new tab; nothing when it has none. */
export function LinkList({ title, image, links }: LinkListProps) {
  const heading = useId();
  if (links.length === 0) return null;
  const src = assetUrl(image);
  return (
    <section aria-labelledby={heading}>
      <h2 id={heading} className="h6 text-body-secondary d-flex align-items-center gap-2 mb-1">
        {src && <img src={src} alt="" className="signup-banner-image" />}
        {title}
      </h2>
      <ul className="signup-links">
        {links.map((link) => (
          <li key={`${link.name}-${link.url}`}>
            <a href={link.url} target="_blank" rel="noopener noreferrer">
              <span className="me-auto">{link.name}</span>
              <i className="bi bi-box-arrow-up-right" aria-hidden="true" />
              <span className="visually-hidden">(opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: string;
  /** One or two sentences under the title on what the page is for. */
  description: ReactNode;
  /** The page's main actions, placed at the right (below the title on a phone). */
  actions?: ReactNode;
}

/** A list page's title, what it is for, and its main actions. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <header className="d-flex flex-wrap align-items-start gap-3 mb-4">
      <div className="page-header-text me-auto">
        <h1 className="h3 mb-1">{title}</h1>
        <p className="text-body-secondary mb-0">{description}</p>
      </div>
      {actions}
    </header>
  );
}

import type { ReactNode } from 'react';

interface EmptyStateProps {
  icon: string;
  title: string;
  children?: ReactNode;
  /** Buttons or links that get the user going again. */
  action?: ReactNode;
}

export function EmptyState({ icon, title, children, action }: EmptyStateProps) {
  return (
    <div className="text-center py-5 px-3">
      <div className="display-6 text-body-tertiary mb-3" aria-hidden="true">
        <i className={`bi ${icon}`} />
      </div>
      <h2 className="h5">{title}</h2>
      {children && <p className="text-body-secondary mb-3">{children}</p>}
      {action}
    </div>
  );
}

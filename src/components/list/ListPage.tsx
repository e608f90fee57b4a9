import type { ReactNode } from 'react';
import { PageHeader } from '../ui/PageHeader';
import { ListCard, type ListCardProps } from './ListCard';

export interface ListPageProps extends Omit<ListCardProps, 'className'> {
  title: string;
  /** One or two sentences under the title on what the list is for. */
  description: ReactNode;
  /** The primary action (a link or button) and any beside it, at the header's right. */
  actions?: ReactNode;
  /** Between the header and the list: counters, a download's progress. */
  summary?: ReactNode;
  /** The page's dialogs (ConfirmDelete…), mounted whatever the list shows. */
  dialogs?: ReactNode;
  /** Classes of the page, and of its card (`listClassName`). */
  className?: string;
  listClassName?: string;
}

/**
 * A list screen: its header (title, what it is for, the primary action), an optional summary,
 * and the list's card (ListCard): toolbar, body states and paging.
 */
export function ListPage({
  title,
  description,
  actions,
  summary,
  dialogs,
  className,
  listClassName,
  ...card
}: ListPageProps) {
  return (
    <div className={`container-fluid py-4${className ? ` ${className}` : ''}`}>
      <PageHeader title={title} description={description} actions={actions} />
      {summary}
      <ListCard className={listClassName} {...card} />
      {dialogs}
    </div>
  );
}

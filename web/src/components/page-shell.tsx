import type { ReactNode } from 'react';
import { useDocumentTitle } from './use-document-title';

interface PageShellProps {
  title: string;
  /** Controls beside the title, such as Logout. */
  actions?: ReactNode;
  children?: ReactNode;
}

/** The frame of a page of its own: its title (with any actions) and its content. */
export function PageShell({ title, actions, children }: PageShellProps) {
  useDocumentTitle(title);
  return (
    <div className="page">
      <div className="page__header">
        <h1 className="page__title">{title}</h1>
        {actions}
      </div>
      {children}
    </div>
  );
}

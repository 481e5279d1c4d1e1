import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';

export interface PageLinkProps {
  to: string;
  className?: string;
  children: ReactNode;
}

/** The address bar's path and query. */
export interface PageAddress {
  pathname: string;
  search: string;
}

/**
 * How a screen links and moves to other pages. Inside the app's router (RouterNavigation) these
 * are the router's, without a reload; on the landing page, which is a page of its own without
 * the router (docs/architecture.md), a link loads the app's page from the server.
 */
export interface Navigation {
  address: PageAddress;
  /** Goes to `to`; with `replace` the current page leaves no entry in the history. */
  go: (to: string, options?: { replace?: boolean }) => void;
  Link: (props: PageLinkProps) => ReactNode;
}

function DocumentLink({ to, className, children }: PageLinkProps) {
  return (
    <a href={to} className={className}>
      {children}
    </a>
  );
}

/** Every move is a page load, except one that only changes this page's query. */
export const documentNavigation: Navigation = {
  get address(): PageAddress {
    return { pathname: window.location.pathname, search: window.location.search };
  },
  go(to, options = {}) {
    const target = new URL(to, window.location.href);
    if (target.pathname === window.location.pathname) {
      // The same page with another query (a message read from it and dropped): no reload.
      const write = options.replace === true ? 'replaceState' : 'pushState';
      window.history[write](window.history.state, '', target);
      return;
    }
    if (options.replace === true) window.location.replace(target);
    else window.location.assign(target);
  },
  Link: DocumentLink,
};

export const NavigationContext = createContext<Navigation>(documentNavigation);

export function useNavigation(): Navigation {
  return useContext(NavigationContext);
}

/** A link to another page of the app, as the page it is on moves between pages. */
export function PageLink(props: PageLinkProps) {
  const { Link } = useNavigation();
  return <Link {...props} />;
}

import { createContext, useContext, useEffect } from 'react';

/** Set by server-side rendering (entry-server.tsx): hears the title of the page being rendered. */
export const ServerTitle = createContext<((title: string) => void) | null>(null);

/**
 * Sets the tab title while the page is shown (`title` null: leaves it alone); restores it afterwards.
 * On the server the title goes into the page's HTML.
 */
export function useDocumentTitle(title: string | null): void {
  const server = useContext(ServerTitle);
  if (server && title) server(title);
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}

import { useEffect } from 'react';

/** Sets the tab title while the page is shown (`title` null: leaves it alone); restores it afterwards. */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}

import { useEffect } from 'react';

/** Names the page in the browser tab (and in Teams' history) as '<title> · Hireloop'. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Hireloop`;
  }, [title]);
}

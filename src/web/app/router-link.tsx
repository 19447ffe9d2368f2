import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Link } from '@fluentui/react-components';

export interface RouterLinkProps {
  to: string;
  children: ReactNode;
}

/** A Fluent Link that navigates inside the app (modified clicks keep the browser's behaviour). */
export function RouterLink({ to, children }: RouterLinkProps) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <Link href={to} onClick={onClick}>
      {children}
    </Link>
  );
}

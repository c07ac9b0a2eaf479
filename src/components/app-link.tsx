import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { Link, useLocation } from 'wouter';

type Props = {
  href: string;
  className?: string;
  children: ReactNode;
  onClick?: () => void;
  'aria-current'?: 'page';
  'aria-label'?: string;
};

/**
 * A link inside the shop. A link whose path contains 'products' behaves as a clickable span (no href for crawlers
 * to follow); it still acts as a link for keyboard and screen reader users (docs/decisions.md "Links to paths
 * containing "products" are spans").
 */
export function AppLink({ href, className, children, onClick, ...aria }: Props) {
  const [, navigate] = useLocation();
  if (!(href.split('?')[0] ?? '').includes('products')) {
    return (
      <Link href={href} className={className} onClick={onClick} {...aria}>
        {children}
      </Link>
    );
  }
  const go = (event: MouseEvent | KeyboardEvent) => {
    event.preventDefault();
    onClick?.();
    navigate(href);
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a span by design (docs/decisions.md); role and keys keep it a link.
    <span
      role="link"
      tabIndex={0}
      data-href={href}
      className={`cursor-pointer ${className ?? ''}`}
      onClick={go}
      onKeyDown={(event) => event.key === 'Enter' && go(event)}
      {...aria}
    >
      {children}
    </span>
  );
}

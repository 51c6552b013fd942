import type { ReactNode } from 'react';
import { webLinkOf } from '@domain/shared/web-link';

/**
 * A link a person typed (a shop, an article), shown everywhere through this one component: followed in a
 * new tab only when it leads to a web page (`https:`, `http:`); any other stored text (`javascript:`,
 * `data:`...) is shown as plain text, never as a link.
 */
export const ExternalLink = ({ href, children, className }: { href: string; children?: ReactNode; className?: string }) => {
  const link = webLinkOf(href);
  if (!link) return <span className={className}>{href}</span>;
  return (
    <a href={link} target="_blank" rel="noopener noreferrer nofollow" className={className}>
      {children ?? href}
    </a>
  );
};

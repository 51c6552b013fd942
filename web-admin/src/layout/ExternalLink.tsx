import type { ReactNode } from 'react';
import { webLinkOf } from '../../../domain/shared/web-link';

/**
 * A link a customer typed (a shop, an article), shown to staff through this one component: followed in a
 * new tab only when it leads to a web page (`https:`, `http:`); any other stored text (`javascript:`,
 * `data:`...) is shown as plain text, never as a link.
 */
export const ExternalLink = ({ href, children }: { href: string; children?: ReactNode }) => {
  const link = webLinkOf(href);
  if (!link) return <span>{href}</span>;
  return (
    <a href={link} target="_blank" rel="noopener noreferrer nofollow">
      {children ?? href}
    </a>
  );
};

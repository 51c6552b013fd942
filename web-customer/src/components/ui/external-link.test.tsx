import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ExternalLink } from './external-link';

afterEach(cleanup);

describe('a link a customer typed', () => {
  it('opens a web page in a new tab, at the address as the URL parser writes it', () => {
    render(<ExternalLink href="https://www.fnac.com/casque">Voir l’article</ExternalLink>);
    const link = screen.getByRole('link', { name: 'Voir l’article' });
    expect(link.getAttribute('href')).toBe('https://www.fnac.com/casque');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('shows a stored link of another scheme as plain text, never as a link', () => {
    for (const stored of ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', 'file:///etc/passwd']) {
      const { container, unmount } = render(<ExternalLink href={stored}>Voir l’article</ExternalLink>);
      expect(container.querySelector('a')).toBeNull();
      expect(container.textContent).toBe(stored);
      unmount();
    }
  });
});

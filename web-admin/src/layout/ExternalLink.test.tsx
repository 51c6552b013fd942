import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ExternalLink } from './ExternalLink';

afterEach(cleanup);

describe('a link a customer typed, shown to staff', () => {
  it('opens a web page in a new tab', () => {
    render(<ExternalLink href="http://boutique.example/article">lien</ExternalLink>);
    const link = screen.getByRole('link', { name: 'lien' });
    expect(link.getAttribute('href')).toBe('http://boutique.example/article');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('shows a stored link of another scheme as plain text, never as a link', () => {
    for (const stored of ['javascript:alert(document.cookie)', ' JavaScript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', 'file:///etc/passwd']) {
      const { container, unmount } = render(<ExternalLink href={stored}>lien</ExternalLink>);
      expect(container.querySelector('a')).toBeNull();
      expect(container.textContent).toBe(stored);
      unmount();
    }
  });
});

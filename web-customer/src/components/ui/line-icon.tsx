import type { ReactNode } from 'react';

/** The frame of the site's inline line icons: decorative, hidden from screen readers (the text next to them says it). */
export const LineIcon = ({ className, size = 24, children }: { className: string; size?: number; children: ReactNode }) => (
  <svg
    className={className}
    viewBox="0 0 24 24"
    width={size}
    height={size}
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    {children}
  </svg>
);

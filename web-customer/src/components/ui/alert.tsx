import type { ReactNode } from 'react';

type AlertProps = {
  tone: 'error' | 'success' | 'info';
  title?: string;
  children?: ReactNode;
};

/** Errors interrupt (role alert); other messages are announced politely. */
export const Alert = ({ tone, title, children }: AlertProps) => (
  <div className={`alert alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
    {title && <p className="alert__title">{title}</p>}
    {children}
  </div>
);

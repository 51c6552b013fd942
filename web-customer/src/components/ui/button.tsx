import type { ComponentProps } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import { Link, type LinkProps } from './link';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

type Look = { variant?: ButtonVariant; size?: ButtonSize };

export const buttonClassName = ({ variant = 'primary', size = 'md' }: Look, extra?: string) =>
  ['button', `button--${variant}`, `button--${size}`, extra].filter(Boolean).join(' ');

export type ButtonProps = ComponentProps<'button'> & Look & { isLoading?: boolean };

/**
 * A submit button of prerendered markup stays disabled until the page's code runs: a form sent before
 * would go by the browser's own means, its fields (a password) in the address. A form whose default
 * button is disabled is not sent by the Enter key either.
 */
export const Button = ({ variant, size, isLoading = false, className, type = 'button', disabled, children, ...props }: ButtonProps) => {
  const hydrated = useHydrated();
  return (
    <button
      type={type}
      className={buttonClassName({ variant, size }, className)}
      disabled={disabled === true || isLoading || (type === 'submit' && !hydrated)}
      aria-busy={isLoading || undefined}
      {...props}
    >
      {isLoading && <span className="button__spinner" aria-hidden="true" />}
      {children}
    </button>
  );
};

/** A link inside the app that looks like a button. */
export const ButtonLink = ({ variant, size, className, ...props }: LinkProps & Look) => (
  <Link className={buttonClassName({ variant, size }, className)} {...props} />
);

import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useHref, useLocation, useNavigate, useResolvedPath } from 'react-router-dom';

/**
 * The app's links, on React Router's hooks rather than its `<Link>`/`<NavLink>`: those carry the
 * framework mode's route prefetching, which this app does not use and which costs every public page
 * about 3 kB of gzip (its budget is 100 kB). Same behaviour for what the app does: a real `<a href>`
 * (it works before hydration, opens in a new tab), navigated by the router on a plain left click.
 */
export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  /** Replace the current history entry; by default only when the link leads where the person already is. */
  replace?: boolean;
};

const isPlainLeftClick = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

export const Link = ({ to, replace, onClick, target, ...props }: LinkProps) => {
  const href = useHref(to);
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const here = `${pathname}${search}${hash}` === href;
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainLeftClick(event) || (target !== undefined && target !== '_self')) return;
    event.preventDefault();
    void navigate(to, { replace: replace ?? here });
  };
  return <a {...props} href={href} target={target} onClick={follow} />;
};

export type NavLinkProps = Omit<LinkProps, 'className'> & {
  className?: string | ((state: { isActive: boolean }) => string);
  /** Active only on this exact address, not on the addresses below it. */
  end?: boolean;
};

/** A link that knows whether it leads to the current page (`aria-current="page"`), as React Router's NavLink. */
export const NavLink = ({ to, className, end = false, ...props }: NavLinkProps) => {
  const current = useLocation().pathname.toLowerCase();
  const target = useResolvedPath(to).pathname.toLowerCase();
  const isActive = current === target || (!end && target !== '/' && current.startsWith(`${target.replace(/\/$/, '')}/`));
  const classes = typeof className === 'function' ? className({ isActive }) : [className, isActive && 'active'].filter(Boolean).join(' ');
  return <Link {...props} to={to} className={classes || undefined} aria-current={isActive ? 'page' : undefined} />;
};

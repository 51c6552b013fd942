import { useEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { Link, NavLink } from '@/components/ui/link';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth/session';
import './shell.css';

/** On the home page the header turns from transparent to its normal style past this scroll (spec 1, section 9). */
export const headerScrollThreshold = 10;

/** Whether the page is scrolled far enough for the home page's header to take its normal style. */
export const isScrolledPastHeaderThreshold = (scrollY: number) => scrollY > headerScrollThreshold;

/** Below this width the links move into the "Menu" panel (mirrors the breakpoint of shell.css). */
const mobileMenuQuery = '(max-width: 899.98px)';

const mobileMenuId = 'menu-principal';

type HeaderLink = { to: string; label: string };

const publicLinks: readonly HeaderLink[] = [
  { to: paths.pricing.getHref(), label: 'Tarifs' },
  { to: paths.calculator.getHref(), label: 'Calculateur' },
  { to: paths.tracking.getHref(), label: 'Suivi' },
  { to: paths.help.getHref(), label: 'Aide' },
  { to: paths.blog.getHref(), label: 'Blog' },
  { to: paths.contact.getHref(), label: 'Contact' },
];

/** The customer's own pages, besides "Mon espace" (the dashboard). */
const accountLinks: readonly HeaderLink[] = [
  { to: paths.parcels.getHref(), label: 'Mes colis' },
  { to: paths.declareParcel.getHref(), label: 'Déclarer un colis' },
  { to: paths.account.getHref(), label: 'Mon compte' },
];

const dashboardLink: HeaderLink = { to: paths.dashboard.getHref(), label: 'Mon espace' };

const linkClassName =
  (base: string) =>
  ({ isActive }: { isActive: boolean }) =>
    isActive ? `${base} ${base}--active` : base;

const subscribeToScroll = (onChange: () => void) => {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
};

const useScrolledPastHeaderThreshold = () =>
  useSyncExternalStore(
    subscribeToScroll,
    () => isScrolledPastHeaderThreshold(window.scrollY),
    () => false,
  );

/** Publishes the header's height as `--site-header-height`, which the layout uses to start below the fixed header. */
const usePublishedHeight = (header: RefObject<HTMLElement | null>) => {
  useEffect(() => {
    const element = header.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty('--site-header-height', `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--site-header-height');
    };
  }, [header]);
};

type LinkListProps = { links: readonly HeaderLink[]; listClassName: string; linkClass: string; onNavigate?: () => void };

/** A list of the header's links, the current page's marked `--active`. */
const LinkList = ({ links, listClassName, linkClass, onNavigate }: LinkListProps) => (
  <ul className={listClassName}>
    {links.map((link) => (
      <li key={link.to}>
        <NavLink to={link.to} className={linkClassName(linkClass)} onClick={onNavigate}>
          {link.label}
        </NavLink>
      </li>
    ))}
  </ul>
);

const MenuIcon = ({ open }: { open: boolean }) => (
  <svg viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true" focusable="false">
    {open ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
  </svg>
);

/**
 * The fixed header of every page: brand, public links, the customer's area (or "Connexion"), and
 * below 900 px a "Menu" button opening a panel that mirrors the links.
 */
export const SiteHeader = () => {
  const session = useSession();
  const user = session.me ?? null;
  const signedIn = user != null;
  const sessionKnown = session.me !== undefined;
  const location = useLocation();
  const scrolled = useScrolledPastHeaderThreshold();

  // The menu is open for the location where it was opened: any navigation closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === location.key;
  const closeMenu = () => setMenuOpenAt(null);

  const headerRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const wasMenuOpen = useRef(false);
  usePublishedHeight(headerRef);

  // While open: page scrolling locked, Escape closes, a wider window closes.
  useEffect(() => {
    if (!menuOpen) return;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpenAt(null);
    };
    document.addEventListener('keydown', onKeyDown);
    const narrow = typeof window.matchMedia === 'function' ? window.matchMedia(mobileMenuQuery) : null;
    const onWidthChange = (event: MediaQueryListEvent) => {
      if (!event.matches) setMenuOpenAt(null);
    };
    narrow?.addEventListener('change', onWidthChange);
    return () => {
      document.body.style.overflow = previousOverflow;
      document.removeEventListener('keydown', onKeyDown);
      narrow?.removeEventListener('change', onWidthChange);
    };
  }, [menuOpen]);

  // Focus goes into the panel when it opens, and back to the button when it closes.
  useEffect(() => {
    if (menuOpen) {
      panelRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    } else if (wasMenuOpen.current) {
      menuButtonRef.current?.focus();
    }
    wasMenuOpen.current = menuOpen;
  }, [menuOpen]);

  const onHome = location.pathname === paths.home.path;
  const transparent = onHome && !scrolled && !menuOpen;
  const headerClassName = ['site-header', transparent && 'site-header--transparent', menuOpen && 'site-header--menu-open']
    .filter(Boolean)
    .join(' ');

  const logoutButton = (className: string) => (
    <Button className={className} variant="outline" size="sm" onClick={session.logout} isLoading={session.isLoggingOut}>
      Se déconnecter
    </Button>
  );

  return (
    <header ref={headerRef} className={headerClassName}>
      <div className="site-header__bar">
        <Link to={paths.home.getHref()} className="brand">
          <span className="brand__mark" aria-hidden="true">
            P
          </span>
          <span className="brand__text">
            <span className="brand__name">Passerelle</span>
            <span className="brand__tagline">votre adresse en France</span>
          </span>
        </Link>

        <nav className="site-nav" aria-label="Navigation principale">
          <LinkList links={publicLinks} listClassName="site-nav__list" linkClass="site-nav__link" />
        </nav>

        <div className="site-header__actions">
          {signedIn ? (
            <>
              <NavLink to={dashboardLink.to} className={linkClassName('site-header__account-link')}>
                {dashboardLink.label}
              </NavLink>
              {logoutButton('site-header__logout')}
            </>
          ) : (
            sessionKnown && (
              <>
                <NavLink to={paths.login.getHref()} className={linkClassName('site-header__login')}>
                  Connexion
                </NavLink>
                <NavLink to={paths.register.getHref()} className={linkClassName('site-header__register')}>
                  Inscription
                </NavLink>
              </>
            )
          )}
        </div>

        <button
          ref={menuButtonRef}
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls={mobileMenuId}
          onClick={() => setMenuOpenAt(menuOpen ? null : location.key)}
        >
          <MenuIcon open={menuOpen} />
          <span>Menu</span>
        </button>
      </div>

      {/* While the session is unknown (prerendered pages, the first render), the strip's place is kept, empty,
          so that the page does not move when a signed-in person's strip arrives; index.html's mark removes it
          from the first paint for a visitor without the sign-in hint. */}
      {!sessionKnown && (
        <div className="site-header__account site-header__account--pending" aria-hidden="true">
          <div className="site-header__account-inner">
            <p className="site-header__greeting">Bonjour</p>
            <nav>
              <LinkList links={accountLinks} listClassName="account-nav__list" linkClass="account-nav__link" />
            </nav>
          </div>
        </div>
      )}
      {user && (
        <div className="site-header__account">
          <div className="site-header__account-inner">
            <p className="site-header__greeting">
              Bonjour <strong>{user.firstName}</strong>
            </p>
            <nav aria-label="Mon espace client">
              <LinkList links={accountLinks} listClassName="account-nav__list" linkClass="account-nav__link" />
            </nav>
          </div>
        </div>
      )}

      <div ref={panelRef} id={mobileMenuId} className="mobile-menu" hidden={!menuOpen}>
        <nav aria-label="Menu">
          <LinkList links={publicLinks} listClassName="mobile-menu__list" linkClass="mobile-menu__link" onNavigate={closeMenu} />
          <div className="mobile-menu__account">
            {signedIn ? (
              <>
                <p className="mobile-menu__heading">Mon espace client</p>
                <LinkList links={[dashboardLink, ...accountLinks]} listClassName="mobile-menu__list" linkClass="mobile-menu__link" onNavigate={closeMenu} />
                {logoutButton('mobile-menu__logout')}
              </>
            ) : (
              sessionKnown && (
                <>
                  <NavLink to={paths.login.getHref()} className="button button--outline button--md mobile-menu__login" onClick={closeMenu}>
                    Connexion
                  </NavLink>
                  <NavLink to={paths.register.getHref()} className="button button--primary button--md mobile-menu__login" onClick={closeMenu}>
                    Inscription
                  </NavLink>
                </>
              )
            )}
          </div>
        </nav>
      </div>
    </header>
  );
};

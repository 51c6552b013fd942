import { useEffect, useId, useRef, useState } from 'react';
import { customerSpaceUrl } from '../config';
import { ApiStatusError, postEmpty } from '../lib/plain-http';
import { signInUrl, staffSession, type Me } from '../session/staff-session';

/** Ends the session on the server (as react-admin's sign-out does), then the site's sign-in page. */
const signOut = async () => {
  try {
    await postEmpty('/api/auth/logout');
  } catch (error) {
    // Already signed out (401) is the state we want; anything else must not trap the person here.
    if (!(error instanceof ApiStatusError && error.status === 401)) console.warn('Déconnexion côté serveur impossible', error);
  }
  staffSession.forget();
  window.location.assign(signInUrl());
};

/** The signed-in person's menu: a button named after them, opening the sign-out (Escape or a click elsewhere closes it). */
const UserMenu = ({ me }: { me: Me }) => {
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const fullName = `${me.firstName} ${me.lastName}`.trim() || me.email;
  useEffect(() => {
    if (!open) return undefined;
    const closeOutside = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('click', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('click', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);
  return (
    <div className="home-user" ref={root}>
      <button type="button" aria-expanded={open} aria-controls={menuId} aria-label={`Profil de ${fullName}`} onClick={() => setOpen(!open)}>
        <svg className="home-avatar" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="12" fill="#ffffff" />
          <circle cx="12" cy="9" r="4" fill="#12355b" />
          <path d="M4.5 19.2C6 16.4 8.8 15 12 15s6 1.4 7.5 4.2A10 10 0 0 1 4.5 19.2Z" fill="#12355b" />
        </svg>
        <span className="home-wide">{fullName}</span>
        <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <ul id={menuId} className="home-user-menu">
          <li>
            <button
              type="button"
              disabled={leaving}
              onClick={() => {
                setLeaving(true);
                void signOut();
              }}
            >
              Se déconnecter
            </button>
          </li>
        </ul>
      )}
    </div>
  );
};

/**
 * The back office's app bar, as react-admin's sections draw it (layout/PasserelleLayout.tsx) in plain elements:
 * the « P » mark, « Administration », the Admin badge, the way to the customer space, the person's menu.
 */
export const HomeAppBar = ({ me }: { me?: Me }) => (
  <header className="home-bar">
    <span className="home-mark" role="img" aria-label="Passerelle">
      <span className="home-mark-badge" aria-hidden="true">
        P
      </span>
      <span className="home-wide" aria-hidden="true">
        Passerelle
      </span>
    </span>
    <span className="home-bar-title">Administration</span>
    <span className="home-bar-badge home-wide">Admin</span>
    <a href={customerSpaceUrl} aria-label="Espace client du site Passerelle">
      Espace client
    </a>
    {me && <UserMenu me={me} />}
  </header>
);

import { Link, NavLink } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useMe } from '@/lib/auth/get-me';
import { useLogout } from '@/lib/auth/logout';

const signedInLinks = [
  { to: paths.parcels.getHref(), label: 'Mes colis' },
  { to: paths.declareParcel.getHref(), label: 'Déclarer un colis' },
  { to: paths.tracking.getHref(), label: 'Suivi' },
] as const;

const navLinkClassName = ({ isActive }: { isActive: boolean }) =>
  isActive ? 'site-nav__link site-nav__link--active' : 'site-nav__link';

export const SiteHeader = () => {
  const me = useMe();
  const logout = useLogout({ onSettled: () => window.location.assign(paths.login.getHref()) });
  const signedIn = me.data != null;

  return (
    <header className="site-header">
      <div className={signedIn ? 'site-header__inner site-header__inner--signed-in' : 'site-header__inner'}>
        <Link to={signedIn ? paths.dashboard.getHref() : paths.home.getHref()} className="brand" aria-label="Passerelle, accueil">
          <span className="brand__mark" aria-hidden="true">
            P
          </span>
          <span className="brand__text">
            <span className="brand__name">Passerelle</span>
            <span className="brand__tagline">votre adresse en France</span>
          </span>
        </Link>
        {signedIn ? (
          <>
            <nav className="site-nav" aria-label="Navigation principale">
              <ul className="site-nav__list">
                {signedInLinks.map((link) => (
                  <li key={link.to}>
                    <NavLink to={link.to} className={navLinkClassName}>
                      {link.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <Button className="site-header__logout" variant="outline" size="sm" onClick={() => logout.mutate()} isLoading={logout.isPending}>
              Se déconnecter
            </Button>
          </>
        ) : (
          !me.isPending && (
            <nav className="site-nav" aria-label="Navigation principale">
              <NavLink to={paths.login.getHref()} className={navLinkClassName}>
                Connexion
              </NavLink>
            </nav>
          )
        )}
      </div>
    </header>
  );
};

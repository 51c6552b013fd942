import './home.css';
import { homeTheme } from './home-theme';

/** While a section's scripts arrive: the app bar's band and what is happening, as index.html draws it before any script. */
export const BootScreen = () => (
  <div className="staff-home" data-theme={homeTheme()}>
    <div className="home-bar">
      <span className="home-mark">
        <span className="home-mark-badge" aria-hidden="true">
          P
        </span>
        Passerelle
      </span>
    </div>
    <p className="home-status home-main" role="status">
      Chargement du back-office…
    </p>
  </div>
);

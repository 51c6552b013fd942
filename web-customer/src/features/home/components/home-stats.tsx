import { pricingZones } from '@domain/pricing/rate-card';
import { useCountUp } from '../hooks/use-count-up';
import { formatInteger } from '../utils/home-format';
import './home.css';

type Stat = { readonly value: number; readonly prefix?: string; readonly suffix: string; readonly label: string };

const overseasDepartments = pricingZones.find((zone) => zone.id === 'dom_tom')?.destinations.length ?? 0;

/** The advertised figures (spec 1, sections 1 and 2.3). */
export const homeStats: readonly Stat[] = [
  { value: 10000, suffix: '+', label: 'clients satisfaits' },
  // Spec 1 promises savings « jusqu’à » 60 % (50 % to the overseas departments, 60 % to Morocco): a ceiling, not an average.
  { value: 60, prefix: 'jusqu’à\u00a0', suffix: '\u00a0%', label: "d'économies sur vos envois" },
  // Five overseas departments plus Morocco: "5 destinations" would contradict the six cards below.
  { value: overseasDepartments, suffix: '', label: "départements d'outre\u2011mer, et le Maroc" },
  { value: 48, suffix: '\u00a0h', label: 'pour traiter vos colis' },
];

const figure = (stat: Stat, value: number) => `${formatInteger(value)}${stat.suffix}`;
const text = (stat: Stat, value: number) => `${stat.prefix ?? ''}${figure(stat, value)}`;

export const HomeStats = () => {
  const { ref, values } = useCountUp<HTMLUListElement>(homeStats.map((stat) => stat.value));

  return (
    <section className="home-stats" aria-labelledby="accueil-chiffres">
      <div className="home-container">
        <h2 id="accueil-chiffres" className="visually-hidden">
          Passerelle en chiffres
        </h2>
        <ul ref={ref} className="home-stats__list">
          {homeStats.map((stat, index) => (
            <li key={stat.label} className="home-stats__item">
              <span className="home-stats__value">
                {/* Screen readers get the final figure at once; the moving one is for the eyes only. */}
                <span className="visually-hidden">{text(stat, stat.value)}</span>
                {stat.prefix ? (
                  <span className="home-stats__prefix" aria-hidden="true">
                    {stat.prefix}
                  </span>
                ) : null}
                <span className="home-stats__count" aria-hidden="true">
                  {/* The final figure, invisible, holds the width: nothing around it moves while counting. */}
                  <span className="home-stats__sizer">{figure(stat, stat.value)}</span>
                  <span data-testid="stat-animated">{figure(stat, values[index] ?? stat.value)}</span>
                </span>
              </span>
              <span className="home-stats__label">{stat.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
};

import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatEurosFromCents } from '@/lib/format';
import { returnAboveTenKg, returnBands, returnCostCents, returnUrgencyFactors } from '@domain/pricing/service-fees';
import { maxReturnPhotos, returnDeadlineLines, returnWarehouseLines } from '@domain/return/return-terms';
import './returns.css';

/** The weights the price table shows: each band's upper limit, then an example above 10 kg. */
const exampleAboveTenKg = 12;
const rows = [
  ...returnBands.map((band) => ({ label: `Jusqu’à ${band.upToKg} kg`, kg: band.upToKg })),
  { label: `${exampleAboveTenKg} kg (exemple au-delà de ${returnAboveTenKg.fromKg} kg)`, kg: exampleAboveTenKg },
];

const steps = [
  { title: 'Choisissez le colis', text: 'Dans « Gestion des retours », chaque colis reçu ou stocké à notre entrepôt peut repartir vers la métropole.' },
  { title: 'Décrivez le retour', text: `Remboursement, échange ou réparation, le motif, l’urgence, une description et jusqu’à ${maxReturnPhotos} photos, conservées avec votre demande.` },
  { title: 'Payez en ligne', text: 'Le prix s’affiche pendant que vous remplissez le formulaire ; le paiement par carte se fait sur la page sécurisée de Stripe.' },
  { title: 'Nous renvoyons le colis', text: 'Notre équipe le remet au transporteur pour le marchand et vous envoie le numéro de suivi. Chaque étape vous est annoncée par e-mail.' },
];

/**
 * /retour-colis-dom-tom: the return service described for visitors, its prices computed by the same
 * function as the customer's form and the server's charge (spec 2, section 9; DECISIONS).
 */
export const ReturnsService = () => (
  <div className="returns returns-service">
    <section aria-labelledby="retour-etapes">
      <h2 id="retour-etapes" className="returns-section__title">
        Comment ça marche
      </h2>
      <ol className="returns-service__steps">
        {steps.map((step) => (
          <li key={step.title} className="card">
            <p className="returns-service__step-title">{step.title}</p>
            <p className="returns-service__step-text">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>

    <section aria-labelledby="retour-prix">
      <h2 id="retour-prix" className="returns-section__title">
        Prix d’un retour
      </h2>
      <p className="returns-info__note">
        Le prix dépend du poids facturé (le plus élevé du poids réel et du poids volumétrique, longueur × largeur × hauteur / 5000) et de l’urgence choisie. Au-delà de{' '}
        {returnAboveTenKg.fromKg} kg : {formatEurosFromCents(returnAboveTenKg.baseCents)}, plus {formatEurosFromCents(returnAboveTenKg.perKgCents)} par kilo supplémentaire.
      </p>
      <div className="returns-service__table-wrap">
        <table className="returns-service__table">
          <caption className="visually-hidden">Prix d’un retour selon le poids facturé et l’urgence</caption>
          <thead>
            <tr>
              <th scope="col">Poids facturé</th>
              {returnUrgencyFactors.map((level) => (
                <th key={level.id} scope="col">
                  {level.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {returnUrgencyFactors.map((level) => (
                  <td key={level.id}>{formatEurosFromCents(returnCostCents(row.kg, level.id))}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>

    <div className="returns-info">
      <section className="card returns-info__block" aria-labelledby="retour-service-adresse">
        <h2 id="retour-service-adresse" className="returns-info__title">
          Entrepôt retours
        </h2>
        <address className="returns-info__address">
          {returnWarehouseLines.map((line) => (
            <span key={line}>{line}</span>
          ))}
        </address>
      </section>
      <section className="card returns-info__block" aria-labelledby="retour-service-delais">
        <h2 id="retour-service-delais" className="returns-info__title">
          Délais
        </h2>
        <ul className="returns-info__list">
          {returnDeadlineLines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
    </div>

    <div className="actions">
      <ButtonLink to={paths.returns.getHref()} size="lg">
        Demander un retour
      </ButtonLink>
      <ButtonLink to={paths.faq.getHref()} size="lg" variant="secondary">
        Questions fréquentes
      </ButtonLink>
    </div>
  </div>
);

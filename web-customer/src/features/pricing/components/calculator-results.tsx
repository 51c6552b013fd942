import { Link } from '@/components/ui/link';
import type { CalculatorOutcome } from '@domain/pricing/calculator';
import { rateCard, shippingServiceLabels } from '@domain/pricing/rate-card';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatEurosFromCents, formatKilograms } from '@/lib/format';
import { formatDelay, serviceInclusions } from '../utils/pricing-display';

type CalculatorResultsProps = {
  outcome: Exclude<CalculatorOutcome, { status: 'invalid' }>;
  signedIn: boolean;
};

/** The three services priced by the domain, or its "no rate" answer with the way to a custom quote. */
export const CalculatorResults = ({ outcome, signedIn }: CalculatorResultsProps) => {
  if (outcome.status === 'no_rate') {
    return (
      <Alert tone="info" title={outcome.message}>
        <p>
          {outcome.invitation} <Link to={paths.contact.getHref()}>Demander un devis</Link>
        </p>
      </Alert>
    );
  }

  // Spec 1, section 2.5: the way to a French address is the dashboard when signed in, the registration otherwise.
  const frenchAddressHref = signedIn ? paths.dashboard.getHref() : paths.register.getHref();

  return (
    <>
      <ul className="quote-list">
        {outcome.quotes.map((quote) => (
          <li key={quote.service} className="card quote-card">
            <h3 className="quote-card__service">{shippingServiceLabels[quote.service]}</h3>
            <p className="quote-card__price">
              <span className="quote-card__price-label">{quote.subscriber ? 'Votre prix Premium' : signedIn ? 'Votre prix' : 'Prix'}</span>
              <strong className="quote-card__amount">{formatEurosFromCents(quote.priceCents)}</strong>
            </p>
            {quote.subscriber ? (
              <p className="quote-card__premium">Au lieu de {formatEurosFromCents(quote.publicPriceCents)}</p>
            ) : (
              <p className="quote-card__premium">Avec Premium : {formatEurosFromCents(quote.subscriberPriceCents)}</p>
            )}
            <dl className="quote-card__facts">
              <div>
                <dt>Délai</dt>
                <dd>{formatDelay(quote.delayDays)}</dd>
              </div>
              <div>
                <dt>Poids facturé</dt>
                <dd>{formatKilograms(quote.billableWeightKg)}</dd>
              </div>
            </dl>
            <ul className="inclusions">
              {serviceInclusions(quote).map((inclusion) => (
                <li key={inclusion}>{inclusion}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      {!outcome.quotes.some((quote) => quote.subscriber) && (
        <p className="calculator__premium-hint">
          Avec l’abonnement Premium, chaque expédition coûte {rateCard.subscriberDiscountPercent}&nbsp;% de moins.{' '}
          <Link to={paths.subscription.getHref()}>Découvrir Premium</Link>
        </p>
      )}
      <div className="calculator__next card">
        <p>
          {signedIn
            ? 'Faites livrer vos achats à votre adresse Passerelle en France : nous vous les réexpédions.'
            : 'Connectez-vous pour retrouver votre adresse Passerelle en France et y faire livrer vos achats.'}
        </p>
        <ButtonLink to={frenchAddressHref} size="lg">
          Voir mon adresse française
        </ButtonLink>
      </div>
    </>
  );
};

import { PageHead } from '@/components/seo/page-head';
import { ReturnsService } from '@/features/returns/components/returns-service';
import { formatEurosFromCents } from '@/lib/format';
import { returnBands } from '@domain/pricing/service-fees';
import '../pages.css';

/** /retour-colis-dom-tom: the return service to mainland France, prerendered (spec 1). */
export const ReturnsServiceRoute = () => (
  <div className="page page--medium">
    <PageHead
      title="Retour de colis vers la métropole"
      description={`Renvoyez un colis de notre entrepôt vers un marchand de France métropolitaine : à partir de ${formatEurosFromCents(returnBands[0].priceCents)}, selon le poids et l’urgence, traité en 2 à 3 jours ouvrés.`}
    />
    <div className="page-header">
      <div>
        <h1 className="page-header__title">Retour de colis vers la métropole</h1>
        <p className="page-header__lead">
          Un article défectueux, pas à la bonne taille ou non conforme ? Tant qu’il est à notre entrepôt, nous le renvoyons au marchand, à partir de{' '}
          {formatEurosFromCents(returnBands[0].priceCents)}.
        </p>
      </div>
    </div>
    <ReturnsService />
  </div>
);

import { Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { Loading } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { formatEurosFromCents } from '@/lib/format';
import { formatDate } from '@/lib/format-date';
import { useShipments } from '../api/get-shipments';
import { dashboardQuotesLimit, pendingQuotesOf, type ShipmentQuote } from '../utils/shipment-display';
import { PayQuoteButton } from './pay-quote-button';
import { deferredModule } from '@/lib/deferred-module';
import './shipments.css';

// The details dialog loads when first opened, not with the dashboard (the signed-in area's 150 kB budget).
const QuoteDetailsModal = deferredModule(() => import('./quote-details-modal')).component((module) => module.QuoteDetailsModal);

/** The dashboard's "quotes to pay" (spec 2, section 2.1): three at most, their details, "Payer" by card, "Voir tout". */
export const QuotesToPay = () => {
  const shipments = useShipments();
  const [open, setOpen] = useState<ShipmentQuote | null>(null);
  const pending = pendingQuotesOf(shipments.data ?? []);
  return (
    <section className="card dashboard-grid__wide" aria-labelledby="devis-a-payer">
      <div className="card__header">
        <h2 id="devis-a-payer" className="card__title">
          Devis à payer
        </h2>
        <Link to={paths.quotes.getHref()}>Voir tout</Link>
      </div>
      {shipments.isPending ? (
        <Loading label="Chargement de vos devis..." />
      ) : shipments.isError ? (
        <p className="card__text">Vos devis n'ont pas pu être chargés. Réessayez dans un instant.</p>
      ) : pending.length === 0 ? (
        <p className="card__text">Aucun devis à payer. Demandez l'expédition d'un colis stocké depuis « Mes colis » : notre équipe vous enverra son devis.</p>
      ) : (
        <ul className="compact-list">
          {pending.slice(0, dashboardQuotesLimit).map((entry) => (
            <li key={entry.quote.quoteNumber} className="compact-list__item">
              <div className="compact-list__main">
                <span className="tracking-number">{entry.quote.quoteNumber}</span>
                <span className="compact-list__meta">
                  {formatEurosFromCents(entry.quote.totalCents)} TTC · valable jusqu’au {formatDate(entry.quote.validUntil)}
                </span>
              </div>
              <div className="actions">
                <Button variant="outline" size="sm" aria-haspopup="dialog" aria-label={`Détails du devis ${entry.quote.quoteNumber}`} onClick={() => setOpen(entry)}>
                  Détails
                </Button>
                <PayQuoteButton shipmentId={entry.shipment.shipmentId} quoteNumber={entry.quote.quoteNumber} totalCents={entry.quote.totalCents} />
              </div>
            </li>
          ))}
        </ul>
      )}
      <Suspense fallback={null}>{open && <QuoteDetailsModal {...open} onClose={() => setOpen(null)} />}</Suspense>
    </section>
  );
};

/** The "Devis disponibles" figure: the quotes waiting for payment ("…" while they load). */
export const usePendingQuotesCount = (): string => {
  const shipments = useShipments();
  return shipments.isSuccess ? String(pendingQuotesOf(shipments.data).length) : '…';
};

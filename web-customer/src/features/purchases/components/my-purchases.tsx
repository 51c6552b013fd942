import { useRef, useState } from 'react';
import { destinationLabels } from '@domain/pricing/rate-card';
import { purchaseStatusLabels, shippingEstimateNote, type PurchaseView } from '@domain/purchase/purchase-views';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ExternalLink } from '@/components/ui/external-link';
import { Loading } from '@/components/ui/loading';
import { errorMessage, isApiError } from '@/lib/api-error';
import { formatEurosFromCents } from '@/lib/format';
import { formatDateTime } from '@/lib/format-date';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { openPendingTab } from '@/lib/pending-tab';
import { useCancelPurchase, usePayPurchase, usePurchases } from '../api/purchases';

const missingCheckoutUrlMessage = 'URL de paiement non générée. Contactez le support.';

/** "Payer" on a sent quote: Stripe's page opens in a new tab, opened on the click and sent to the page once the server answers. */
const PayButton = ({ purchase }: { purchase: PurchaseView }) => {
  const pay = usePayPurchase();
  const [failure, setFailure] = useState<string | null>(null);
  const idempotencyKey = useRef(newIdempotencyKey());
  const start = () => {
    setFailure(null);
    const tab = openPendingTab();
    pay.mutate(
      { purchaseId: purchase.purchaseId, idempotencyKey: idempotencyKey.current },
      {
        onSuccess: ({ checkoutUrl }) => {
          if (!checkoutUrl) {
            tab.close();
            setFailure(missingCheckoutUrlMessage);
            return;
          }
          tab.go(checkoutUrl);
        },
        onError: (error) => {
          tab.close();
          if (isApiError(error) && error.isRefusal) idempotencyKey.current = newIdempotencyKey();
          setFailure(`Erreur lors de la création du paiement: ${isApiError(error) && error.detail ? error.detail : 'le service de paiement est indisponible.'}`);
        },
      },
    );
  };
  return (
    <>
      <Button size="sm" isLoading={pay.isPending} onClick={start} aria-label={`Payer le devis de ${purchase.shopName} (${formatEurosFromCents(purchase.quote?.totalCents ?? 0)})`}>
        Payer
      </Button>
      {failure && <Alert tone="error">{failure}</Alert>}
    </>
  );
};

const PurchaseCard = ({ purchase }: { purchase: PurchaseView }) => {
  const cancel = useCancelPurchase();
  const titleId = `achat-${purchase.purchaseId}`;
  const cancellable = purchase.status === 'en_attente' || purchase.status === 'devis_envoye';
  return (
    <article className="card purchase-card" aria-labelledby={titleId}>
      <header className="purchase-card__header">
        <div>
          <h3 id={titleId} className="card__title">
            {purchase.shopName}
          </h3>
          <p className="purchase-card__meta">
            {purchase.items.reduce((sum, item) => sum + item.quantity, 0)} article(s) · vers {destinationLabels[purchase.destination]} · demandée le {formatDateTime(purchase.requestedAt)}
          </p>
        </div>
        <span className={`purchase-badge purchase-badge--${purchase.status}`}>{purchaseStatusLabels[purchase.status]}</span>
      </header>
      <p className="purchase-card__meta">
        Site : <ExternalLink href={purchase.shopUrl} />
      </p>
      <ul className="purchase-card__items" aria-label="Articles demandés">
        {purchase.items.map((item, position) => (
          <li key={position}>
            {item.quantity} × {item.name}
            {item.options && ` (${item.options})`}
            {item.url && (
              <>
                {' · '}
                <ExternalLink href={item.url}>voir l’article</ExternalLink>
              </>
            )}
          </li>
        ))}
      </ul>
      {purchase.quote ? (
        <>
          <dl className="buy-summary" aria-label="Devis">
            <div>
              <dt>Articles (prix vérifiés)</dt>
              <dd>{formatEurosFromCents(purchase.quote.itemsCents)}</dd>
            </div>
            <div>
              <dt>Frais de service</dt>
              <dd>{formatEurosFromCents(purchase.quote.feeCents)}</dd>
            </div>
            {purchase.quote.shippingCharged && (
              <div>
                <dt>Expédition estimée</dt>
                <dd>{formatEurosFromCents(purchase.quote.shippingEstimateCents)}</dd>
              </div>
            )}
            <div className="buy-summary__total">
              <dt>Total du devis</dt>
              <dd>{formatEurosFromCents(purchase.quote.totalCents)}</dd>
            </div>
          </dl>
          {!purchase.quote.shippingCharged && (
            <p className="purchase-card__shipping-note">
              Expédition estimée : {formatEurosFromCents(purchase.quote.shippingEstimateCents)}. {shippingEstimateNote}
            </p>
          )}
        </>
      ) : (
        <p className="purchase-card__meta">
          Total estimé {formatEurosFromCents(purchase.estimate.totalCents)}
          {purchase.status === 'en_attente' && ` · devis attendu avant le ${formatDateTime(purchase.quoteDueAt)}`}
        </p>
      )}
      <ol className="purchase-timeline" aria-label="Historique de la demande">
        {purchase.timeline.map((entry) => (
          <li key={`${entry.status}-${entry.at}`}>
            <span className="purchase-timeline__label">{entry.label}</span> <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
            <p>{entry.detail}</p>
          </li>
        ))}
      </ol>
      {purchase.purchase && purchase.purchase.notBought.length > 0 && (
        <ul className="purchase-card__not-bought" aria-label="Articles non achetés">
          {purchase.purchase.notBought.map((item) => (
            <li key={`${item.name}-${item.reason}`}>
              {item.name} : {item.reason}
            </li>
          ))}
        </ul>
      )}
      {(purchase.status === 'devis_envoye' || cancellable) && (
        <div className="purchase-card__actions">
          {purchase.status === 'devis_envoye' && <PayButton purchase={purchase} />}
          {cancellable && (
            <Button variant="outline" size="sm" isLoading={cancel.isPending} onClick={() => cancel.mutate(purchase.purchaseId)}>
              Annuler la demande
            </Button>
          )}
        </div>
      )}
      {cancel.error && <Alert tone="error">{errorMessage(cancel.error, "Erreur lors de l'annulation. Veuillez réessayer.")}</Alert>}
    </article>
  );
};

/** The customer's requests with their timelines, newest first. */
export const MyPurchases = () => {
  const purchases = usePurchases();
  return (
    <section className="my-purchases" aria-labelledby="my-purchases-title">
      <h2 id="my-purchases-title">Mes demandes d'achat</h2>
      {purchases.isPending ? (
        <Loading />
      ) : purchases.isError ? (
        <Alert tone="error">Impossible de charger vos demandes. Réessayez dans un instant.</Alert>
      ) : purchases.data.length === 0 ? (
        <p className="my-purchases__empty">Aucune demande pour l'instant.</p>
      ) : (
        purchases.data.map((purchase) => <PurchaseCard key={purchase.purchaseId} purchase={purchase} />)
      )}
    </section>
  );
};

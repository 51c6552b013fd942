import { useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-error';
import { formatEurosFromCents } from '@/lib/format';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { useStartQuotePayment } from '../api/start-quote-payment';
import { openPendingTab } from '@/lib/pending-tab';

export const missingCheckoutUrlMessage = 'URL de paiement non reçue';
const paymentErrorPrefix = 'Erreur lors du paiement: ';

const detailOf = (error: unknown): string =>
  isApiError(error) && error.kind === 'invalid-response'
    ? missingCheckoutUrlMessage
    : `${paymentErrorPrefix}${isApiError(error) && error.kind === 'http' && error.detail ? error.detail : 'le service de paiement est indisponible, réessayez dans un instant.'}`;

/**
 * "Payer" on a pending quote: Stripe's checkout page opens in a new tab (spec 2: "opened in a new tab").
 * The tab is opened on the click itself, which browsers allow, then sent to the page once the server
 * answers; it closes again on a refusal, which is shown here. The quote becomes paid by Stripe's webhook.
 */
export const PayQuoteButton = ({ shipmentId, quoteNumber, totalCents }: { shipmentId: string; quoteNumber: string; totalCents: number }) => {
  const payment = useStartQuotePayment();
  const [failure, setFailure] = useState<string | null>(null);
  // One key per quote for this page's life: a second click reuses the payment and its page.
  const idempotencyKey = useRef(newIdempotencyKey());
  const pay = () => {
    setFailure(null);
    const tab = openPendingTab();
    payment.mutate(
      { shipmentId, idempotencyKey: idempotencyKey.current },
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
          // A refusal (expired, already paid) is final for this key; a new click starts afresh.
          if (isApiError(error) && error.isRefusal) idempotencyKey.current = newIdempotencyKey();
          setFailure(detailOf(error));
        },
      },
    );
  };
  return (
    <>
      <Button size="sm" isLoading={payment.isPending} onClick={pay} aria-label={`Payer le devis ${quoteNumber} (${formatEurosFromCents(totalCents)})`}>
        Payer
      </Button>
      {failure && (
        <div className="pay-quote__failure">
          <Alert tone="error">{failure}</Alert>
        </div>
      )}
    </>
  );
};

import { useSearchParams } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';

export const paymentSuccessTitle = 'Paiement reçu, merci !';
export const paymentSuccessText =
  'Votre paiement sera pris en compte dès que notre prestataire de paiement nous l’aura confirmé, en général en quelques secondes. Vous recevrez votre facture par e-mail.';
export const paymentCancelTitle = 'Paiement annulé';
export const paymentCancelText = 'Aucun montant n’a été débité. Vous pouvez recommencer quand vous le souhaitez.';

/**
 * The banner of Stripe's return addresses (`/dashboard?payment=success|cancel`). It says what happened
 * in the browser only: a quote or a subscription is paid when Stripe's webhook says so, never because of this address.
 */
export const PaymentReturnBanner = () => {
  const [params] = useSearchParams();
  const outcome = params.get('payment');
  if (outcome === 'success') {
    return (
      <Alert tone="success" title={paymentSuccessTitle}>
        <p>{paymentSuccessText}</p>
      </Alert>
    );
  }
  if (outcome === 'cancel') {
    return (
      <Alert tone="info" title={paymentCancelTitle}>
        <p>{paymentCancelText}</p>
      </Alert>
    );
  }
  return null;
};

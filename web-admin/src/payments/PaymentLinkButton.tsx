import CreditCardIcon from '@mui/icons-material/CreditCardOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Alert, Button, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import { paymentLinkFailedMessage, type PaymentLinkAnswer } from '../../../domain/payment/payment-input';
import { formatParisDateTime } from '../lib/format';
import { useVersionedCommand } from '../lib/use-versioned-command';
import type { PasserelleDataProvider } from '../providers/data-provider';

/**
 * "Le lien de paiement" of a quote: the customer receives by e-mail the Stripe page their own "Payer"
 * would open; the quote is paid when Stripe confirms it. Staff see to whom it went and the page itself.
 */
export const PaymentLinkButton = ({ shipmentId, disabled }: { shipmentId: string; disabled: boolean }) => {
  const dataProvider = useDataProvider<PasserelleDataProvider>();
  const [sent, setSent] = useState<PaymentLinkAnswer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const link = useVersionedCommand<Record<string, never>, PaymentLinkAnswer>(
    async (_input, idempotencyKey) => (await dataProvider.sendQuotePaymentLink(shipmentId, { idempotencyKey })).data,
    async () => undefined,
  );
  const send = async () => {
    setFailure(null);
    const outcome = await link.run({}, { success: 'Lien de paiement envoyé au client', failure: paymentLinkFailedMessage });
    if (outcome.ok) setSent(outcome.result);
    else setFailure(outcome.message === paymentLinkFailedMessage ? outcome.message : `${paymentLinkFailedMessage} : ${outcome.message}`);
  };
  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary">
        Le client reçoit par e-mail la page de paiement sécurisée Stripe de ce devis ; le devis est payé dès que Stripe le confirme.
      </Typography>
      <Stack direction="row">
        <Button
          variant="outlined"
          onClick={() => void send()}
          disabled={disabled || link.pending}
          startIcon={link.pending ? <CircularProgress size={18} color="inherit" /> : <CreditCardIcon />}
        >
          Envoyer le lien de paiement
        </Button>
      </Stack>
      {failure && <Alert severity="error">{failure}</Alert>}
      {sent && (
        <Alert severity="success">
          Lien envoyé à {sent.recipient}, valable jusqu’au {formatParisDateTime(sent.expiresAt)}.{' '}
          <Link href={sent.checkoutUrl} target="_blank" rel="noopener noreferrer">
            Ouvrir la page de paiement <OpenInNewIcon fontSize="inherit" sx={{ verticalAlign: 'middle' }} />
          </Link>
        </Alert>
      )}
    </Stack>
  );
};

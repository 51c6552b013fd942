import { Alert, Box, Divider, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { formatKilograms } from '../../../domain/shared/french-format';
import { kilogramsToGrams } from '../../../domain/shared/units';
import { rateCard } from '../../../domain/pricing/rate-card';
import { vatRatePercent } from '../../../domain/shipment/quote';
import type { AdminShipmentView } from '../../../domain/shipment/shipment-views';
import { formatEuros } from '../lib/format';
import { useQuotePreview, type LiveQuote } from './use-quote-preview';

const Row = ({ label, amount, strong = false, testId }: { label: string; amount: string; strong?: boolean; testId?: string }) => (
  <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
    <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 400 }}>
      {label}
    </Typography>
    <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 400, whiteSpace: 'nowrap' }} data-testid={testId}>
      {amount}
    </Typography>
  </Stack>
);

/**
 * The quote the panel would issue, as the server decides it for the fields as they stand (the plan in force,
 * the storage the quote bills, the rate card in force): `onChange` hands it to the panel, whose success
 * message says the total shown.
 */
export const LiveCost = ({ shipment, onChange }: { shipment: AdminShipmentView; onChange?: (quote: LiveQuote) => void }) => {
  const values = useWatch();
  const cost = useQuotePreview(shipment.id, values);
  useEffect(() => onChange?.(cost), [cost, onChange]);
  return (
    <Box component="section" aria-label="Coût calculé" aria-busy={cost.kind === 'pending' || (cost.kind === 'priced' && !cost.current)} data-testid="live-cost" sx={{ p: 2, borderRadius: 1, bgcolor: 'action.hover' }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        Coût calculé
      </Typography>
      {cost.kind === 'incomplete' && (
        <Typography variant="body2" color="text.secondary">
          Saisissez le poids, la destination et le service pour calculer le coût.
        </Typography>
      )}
      {cost.kind === 'pending' && (
        <Typography variant="body2" color="text.secondary">
          Calcul du coût…
        </Typography>
      )}
      {cost.kind === 'invalid' && (
        <Typography variant="body2" color="text.secondary">
          {cost.message}
        </Typography>
      )}
      {cost.kind === 'refused' && <Alert severity="warning">{cost.message}</Alert>}
      {cost.kind === 'unavailable' && <Alert severity="error">Coût indisponible : le serveur ne répond pas.</Alert>}
      {cost.kind === 'priced' && (
        <Stack spacing={0.5} sx={{ opacity: cost.current ? 1 : 0.6 }}>
          <Row label="Poids facturable" amount={formatKilograms(kilogramsToGrams(cost.preview.billableWeightKg))} />
          {cost.preview.lines.map((line, position) => (
            <Row key={`${line.kind}-${position}`} label={line.label} amount={formatEuros(line.amountCents)} />
          ))}
          {!cost.preview.lines.some((line) => line.kind === 'storage') && <Row label="Frais de stockage" amount={formatEuros(0)} />}
          <Row
            label={cost.preview.subscriber ? `Remise abonné (${rateCard.subscriberDiscountPercent} %, déjà déduite)` : 'Remise abonné : client sans abonnement'}
            amount={cost.preview.subscriber ? `− ${formatEuros(cost.preview.subscriberDiscountCents)}` : '—'}
          />
          <Divider sx={{ my: 0.5 }} />
          <Row label="Total HT" amount={formatEuros(cost.preview.totalExclVatCents)} />
          <Row label={`TVA (${vatRatePercent} %)`} amount={formatEuros(cost.preview.vatCents)} />
          <Row label="Total TTC" amount={formatEuros(cost.preview.totalCents)} strong testId="live-total" />
        </Stack>
      )}
    </Box>
  );
};

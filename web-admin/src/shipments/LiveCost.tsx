import { Alert, Box, Divider, Stack, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { formatKilograms } from '../../../domain/shared/french-format';
import { kilogramsToGrams } from '../../../domain/shared/units';
import { rateCard } from '../../../domain/pricing/rate-card';
import { vatRatePercent } from '../../../domain/shipment/quote';
import type { AdminShipmentView } from '../../../domain/shipment/shipment-views';
import { formatEuros } from '../lib/format';
import { liveCostOf } from './processing-form';

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

/** The quote the panel would issue, recomputed as the fields change (same rate card and function as the API). */
export const LiveCost = ({ shipment }: { shipment: AdminShipmentView }) => {
  const values = useWatch();
  const cost = liveCostOf(values, shipment);
  return (
    <Box component="section" aria-label="Coût calculé" data-testid="live-cost" sx={{ p: 2, borderRadius: 1, bgcolor: 'action.hover' }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        Coût calculé
      </Typography>
      {cost.kind === 'incomplete' && (
        <Typography variant="body2" color="text.secondary">
          Saisissez le poids, la destination et le service pour calculer le coût.
        </Typography>
      )}
      {cost.kind === 'too_heavy' && <Alert severity="warning">{cost.message}</Alert>}
      {cost.kind === 'priced' && (
        <Stack spacing={0.5}>
          <Row label="Poids facturable" amount={formatKilograms(kilogramsToGrams(cost.billableWeightKg))} />
          {cost.lines.map((line, position) => (
            <Row key={`${line.kind}-${position}`} label={line.label} amount={formatEuros(line.amountCents)} />
          ))}
          {!cost.lines.some((line) => line.kind === 'storage') && <Row label="Frais de stockage" amount={formatEuros(0)} />}
          <Row
            label={cost.subscriber ? `Remise abonné (${rateCard.subscriberDiscountPercent} %, déjà déduite)` : 'Remise abonné : client sans abonnement'}
            amount={cost.subscriber ? `− ${formatEuros(cost.subscriberDiscountCents)}` : '—'}
          />
          <Divider sx={{ my: 0.5 }} />
          <Row label="Total HT" amount={formatEuros(cost.totalExclVatCents)} />
          <Row label={`TVA (${vatRatePercent} %)`} amount={formatEuros(cost.vatCents)} />
          <Row label="Total TTC" amount={formatEuros(cost.totalCents)} strong testId="live-total" />
        </Stack>
      )}
    </Box>
  );
};

import { Card, CardContent, Divider, Stack, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { territories, type Territory } from '../../../events/territories';
import { plans, storageFeePerDayCents } from '../../../domain/pricing/plans';
import { shippingServiceLabels } from '../../../domain/pricing/rate-card';
import { exceedsMaxBillableWeight, maxWeightMessage, quotesForAllServices } from '../../../domain/pricing/shipping-price';
import type { User } from '../users/user-schema';
import { formatWeight } from '../lib/format';
import { kilogramsToGrams } from '../../../domain/shared/units';

const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
const isTerritory = (value: unknown): value is Territory => (territories as readonly unknown[]).includes(value);
const numberOr0 = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0);

/** The client's storage terms (their plan now) and a shipping estimate from the one rate card. */
export const ReceptionFees = ({ client }: { client: User | null }) => {
  const [weightKg, lengthCm, widthCm, heightCm, destination]: unknown[] = useWatch({ name: ['weightKg', 'lengthCm', 'widthCm', 'heightCm', 'destination'] });
  const plan = client?.subscriptionActive ? client.subscription : 'free';
  const terms = plans[plan];
  const measures = { weightKg: numberOr0(weightKg), lengthCm: numberOr0(lengthCm), widthCm: numberOr0(widthCm), heightCm: numberOr0(heightCm) };
  const canQuote = measures.weightKg > 0 && isTerritory(destination);
  const tooHeavy = canQuote && exceedsMaxBillableWeight(measures);
  const quotes = canQuote && !tooHeavy ? quotesForAllServices({ ...measures, destination, subscriber: plan !== 'free' }) : [];
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Frais
        </Typography>
        <Typography variant="subtitle2">Stockage</Typography>
        {client ? (
          <Typography variant="body2" data-testid="storage-terms">
            Formule {terms.label} : {terms.freeStorageDays} jours gratuits, puis {euros.format(storageFeePerDayCents / 100)} par jour.
          </Typography>
        ) : (
          <Typography variant="body2" color="text.secondary">
            Sélectionnez un client pour voir ses conditions de stockage.
          </Typography>
        )}
        <Divider sx={{ my: 1.5 }} />
        <Typography variant="subtitle2">Estimation de l’expédition</Typography>
        {tooHeavy ? (
          <Typography variant="body2" color="error">
            {maxWeightMessage}
          </Typography>
        ) : quotes.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Renseignez le poids et la destination.
          </Typography>
        ) : (
          <Stack spacing={0.5} data-testid="shipping-estimate">
            {quotes.map((quote) => (
              <Stack key={quote.service} direction="row" sx={{ justifyContent: 'space-between' }}>
                <Typography variant="body2">{shippingServiceLabels[quote.service]}</Typography>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {euros.format(quote.priceCents / 100)}
                </Typography>
              </Stack>
            ))}
            <Typography variant="caption" color="text.secondary">
              Grille tarifaire {quotes[0]?.rateCardVersion}, poids facturé {formatWeight(kilogramsToGrams(quotes[0]?.billableWeightKg ?? 0))}.
            </Typography>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
};

import CheckIcon from '@mui/icons-material/TaskAlt';
import { MeasuredBoxInputs } from '../layout/MeasuredBoxInputs';
import { Alert, Button, Card, CardContent, CardHeader, CircularProgress, Grid, Stack } from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ArrayInput, Form, NumberInput, SelectInput, SimpleFormIterator, TextInput } from 'react-admin';
import { useFormContext, type FieldValues } from 'react-hook-form';
import { territories } from '../../../events/territories';
import { destinationLabels, rateCard, shippingServiceLabels, shippingServices } from '../../../domain/pricing/rate-card';
import { processingMessages } from '../../../domain/shipment/shipment-input';
import type { AdminShipmentView } from '../../../domain/shipment/shipment-views';
import { LiveCost } from './LiveCost';
import { parseProcessing, processedMessage, processingFormValues } from './processing-form';
import type { LiveQuote } from './use-quote-preview';
import { useShipmentCommand } from './use-shipment-command';

const destinationChoices = territories.map((territory) => ({ id: territory, name: destinationLabels[territory] }));
const serviceChoices = shippingServices.map((service) => {
  const { min, max } = rateCard.services[service].delayDays;
  return { id: service, name: `${shippingServiceLabels[service]} (${min} à ${max} jours ouvrés)` };
});

/** A fee's two fields side by side on a computer, one under the other on a phone. */
const feeInputSx = { width: { xs: '100%', sm: 220 }, minWidth: 0 };

/** Clears the last submission's message as soon as a field changes: it no longer describes what is typed. */
const OnChange = ({ run }: { run: () => void }) => {
  const { watch } = useFormContext();
  useEffect(() => {
    const subscription = watch(() => run());
    return () => subscription.unsubscribe();
  }, [watch, run]);
  return null;
};

/**
 * The processing panel (spec 3, section 2.6): the final box as measured, where and how it goes, extra
 * fees, internal notes and the live cost; validating issues the quote and moves the parcels to "prêt à expédier".
 */
export const ProcessingPanel = ({ shipment }: { shipment: AdminShipmentView }) => {
  const { run, pending } = useShipmentCommand(shipment.id, (commands) => commands.processShipment);
  const [alert, setAlert] = useState<string | null>(null);
  const clearAlert = useCallback(() => setAlert(null), []);
  // the total the live cost shows, which the success message repeats if the page does not show the quote yet
  const shownTotal = useRef<number | null>(null);
  const keepShownTotal = useCallback((quote: LiveQuote) => {
    shownTotal.current = quote.kind === 'priced' && quote.current ? quote.preview.totalCents : null;
  }, []);

  const submit = async (values: FieldValues) => {
    const parsed = parseProcessing(values);
    if (!parsed.success) {
      setAlert(parsed.message);
      return parsed.errors;
    }
    setAlert(null);
    // The quote's own total once the page shows it; if the read model is late, the server's preview the panel showed.
    const previewTotal = shownTotal.current;
    const outcome = await run(parsed.data, {
      success: (reached) => processedMessage(reached?.quote?.totalCents ?? previewTotal ?? 0),
      failure: processingMessages.failed,
    });
    if (outcome.ok) return undefined;
    setAlert(outcome.message);
    return outcome.errors;
  };

  return (
    <Card variant="outlined">
      <CardHeader title="Traitement de la demande" subheader="Mesures du colis final, après regroupement" slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        <Form record={processingFormValues(shipment)} onSubmit={submit} noValidate>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 7 }}>
              <Grid container spacing={1}>
                <MeasuredBoxInputs weightLabel="Poids mesuré (kg) *" />
                <Grid size={{ xs: 12, sm: 6 }}>
                  <SelectInput source="destination" label="Destination *" choices={destinationChoices} fullWidth />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <SelectInput source="service" label="Service *" choices={serviceChoices} fullWidth />
                </Grid>
                <Grid size={12}>
                  <ArrayInput source="extraFees" label="Frais supplémentaires">
                    <SimpleFormIterator inline disableReordering disableClear sx={{ '& .RaSimpleFormIterator-action': { visibility: 'visible' } }}>
                      <TextInput source="label" label="Libellé" helperText={false} sx={feeInputSx} />
                      <NumberInput source="amountEuros" label="Montant TTC (€)" step={0.01} min={0} helperText={false} sx={feeInputSx} />
                    </SimpleFormIterator>
                  </ArrayInput>
                </Grid>
                <Grid size={12}>
                  <TextInput source="notes" label="Notes internes" multiline minRows={2} fullWidth helperText="Visibles par l’équipe seulement" />
                </Grid>
              </Grid>
            </Grid>
            <Grid size={{ xs: 12, md: 5 }}>
              <LiveCost shipment={shipment} onChange={keepShownTotal} />
            </Grid>
          </Grid>
          <OnChange run={clearAlert} />
          {alert && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {alert}
            </Alert>
          )}
          <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 2 }}>
            <Button type="submit" variant="contained" disabled={pending} startIcon={pending ? <CircularProgress size={18} color="inherit" /> : <CheckIcon />}>
              Valider et émettre le devis
            </Button>
          </Stack>
        </Form>
      </CardContent>
    </Card>
  );
};

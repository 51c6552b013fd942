import SaveIcon from '@mui/icons-material/Save';
import { Alert, Button as MuiButton, Card, CardContent, CardHeader, CircularProgress, Grid, Stack } from '@mui/material';
import { Form, NumberInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { parcelCategories } from '../../../events/parcel-events';
import { carrierOptions } from '../../../domain/parcel/parcel-labels';
import { correctParcel } from './parcel-page-api';
import type { AdminParcel } from './parcel-schema';
import { parcelStatusChoices } from './parcel-status';
import { MeasuredBoxInputs } from '../layout/MeasuredBoxInputs';
import { correctionFormValues, parseCorrection, validateCorrection } from './correction-form';
import { useParcelCommand } from './use-parcel-command';

const carrierChoices = carrierOptions.map((carrier) => ({ id: carrier, name: carrier }));
const categoryChoices = parcelCategories.map((category) => ({ id: category, name: `passerelle.parcel.category.${category}` }));

/**
 * Edit mode of the parcel page (spec 3, section 2.4): any detail or the status, corrected with a
 * reason. What changed is recorded as events with who and why, shown in the history tab.
 */
export const ParcelCorrectionForm = ({ parcel, onDone }: { parcel: AdminParcel; onDone: () => void }) => {
  const translate = useTranslate();
  const { run, pending } = useParcelCommand(parcel.id, (input: Parameters<typeof correctParcel>[1], key: string) => correctParcel(parcel.id, input, key));
  const measured = parcel.weightGrams !== null;

  const submit = async (values: FieldValues) => {
    const parsed = parseCorrection(values);
    if (!parsed.success) return parsed.errors;
    const outcome = await run(parsed.data, 'Correction enregistrée');
    if (!outcome.ok) return outcome.errors;
    onDone();
    return undefined;
  };

  return (
    <Card variant="outlined">
      <CardHeader title="Corriger le colis" slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        <Form record={correctionFormValues(parcel)} onSubmit={submit} validate={validateCorrection} noValidate>
          <Alert severity="info" sx={{ mb: 2 }}>
            Chaque correction est enregistrée avec votre nom et son motif, et apparaît dans l’historique du colis.
          </Alert>
          <Grid container spacing={1}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <SelectInput source="status" label="Statut" choices={parcelStatusChoices} fullWidth />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <SelectInput source="carrier" label="Transporteur" choices={carrierChoices} fullWidth />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <SelectInput source="category" label="Catégorie" choices={categoryChoices} fullWidth />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <NumberInput source="declaredValueEuros" label="Valeur déclarée (€)" step={0.01} min={0} fullWidth />
            </Grid>
            <Grid size={12}>
              <TextInput source="description" label="Description du contenu" multiline minRows={2} fullWidth />
            </Grid>
            <Grid size={12}>
              <TextInput source="instructions" label="Instructions spéciales" multiline minRows={2} fullWidth />
            </Grid>
            {measured && (
              <>
                <MeasuredBoxInputs weightLabel="Poids mesuré (kg)" />
              </>
            )}
            <Grid size={12}>
              <TextInput source="reason" label="Motif de la correction" multiline minRows={2} fullWidth helperText="Obligatoire : pourquoi ces valeurs changent" />
            </Grid>
          </Grid>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 1 }}>
            <MuiButton onClick={onDone} disabled={pending}>
              {translate('ra.action.cancel')}
            </MuiButton>
            <MuiButton type="submit" variant="contained" disabled={pending} startIcon={pending ? <CircularProgress size={18} color="inherit" /> : <SaveIcon />}>
              Enregistrer la correction
            </MuiButton>
          </Stack>
        </Form>
      </CardContent>
    </Card>
  );
};

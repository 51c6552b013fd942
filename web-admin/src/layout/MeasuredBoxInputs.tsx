import { Grid } from '@mui/material';
import { NumberInput } from 'react-admin';
import { weighingStepKg } from '../../../domain/shared/weighing';

/** The warehouse's measures of a box (weight and dimensions), one row of a form's grid: the parcel's correction and the shipment's processing. */
export const MeasuredBoxInputs = ({ weightLabel }: { weightLabel: string }) => (
  <>
    <Grid size={{ xs: 12, sm: 3 }}>
      <NumberInput source="weightKg" label={weightLabel} step={weighingStepKg} min={0} fullWidth />
    </Grid>
    <Grid size={{ xs: 4, sm: 3 }}>
      <NumberInput source="lengthCm" label="Longueur (cm)" min={0} fullWidth />
    </Grid>
    <Grid size={{ xs: 4, sm: 3 }}>
      <NumberInput source="widthCm" label="Largeur (cm)" min={0} fullWidth />
    </Grid>
    <Grid size={{ xs: 4, sm: 3 }}>
      <NumberInput source="heightCm" label="Hauteur (cm)" min={0} fullWidth />
    </Grid>
  </>
);

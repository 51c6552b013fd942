import ShelvesIcon from '@mui/icons-material/Shelves';
import { Button as MuiButton, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useState } from 'react';
import { Button, Form, TextInput, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { putAwayInputSchema } from '../../../domain/parcel/storage-location';
import { isInStorage } from '../../../domain/parcel/storage-commands';
import { fieldErrorsOf } from '../lib/field-errors';
import { putAwayParcel } from './parcel-page-api';
import type { AdminParcel } from './parcel-schema';
import { useParcelCommand } from './use-parcel-command';

export const validateLocation = (values: FieldValues) => {
  const parsed = putAwayInputSchema.safeParse(values);
  return parsed.success ? {} : fieldErrorsOf(parsed.error);
};

/** The location field: typed, or scanned from the shelf's label (a scanner types it and presses Enter). */
export const LocationInput = () => (
  <TextInput source="location" label="Emplacement" placeholder="A-01-03" autoFocus fullWidth helperText="Allée, étagère, niveau : A-01-03 (saisi ou scanné)" />
);

/** "Ranger" / "Changer d’emplacement": a received parcel becomes stored on its shelf; a stored one moves. */
export const PutAwayButton = ({ parcel }: { parcel: AdminParcel }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { run, pending } = useParcelCommand(parcel.id, (location: string, key: string) => putAwayParcel(parcel.id, location, key));
  // where it physically is: a parcel a return holds (shown « En retour ») still sits on its shelf until the return takes it
  const recorded = parcel.recordedStatus ?? parcel.status;
  if (!isInStorage(recorded)) return null;
  const moving = recorded === 'stored';

  const submit = async (values: FieldValues) => {
    const parsed = putAwayInputSchema.safeParse(values);
    if (!parsed.success) return fieldErrorsOf(parsed.error);
    const outcome = await run(parsed.data.location, moving ? `Colis déplacé en ${parsed.data.location}` : `Colis rangé en ${parsed.data.location}`);
    if (!outcome.ok) return outcome.errors;
    setOpen(false);
    return undefined;
  };

  return (
    <>
      <Button label={moving ? 'Changer d’emplacement' : 'Ranger'} variant={moving ? 'text' : 'contained'} onClick={() => setOpen(true)} disabled={pending}>
        <ShelvesIcon />
      </Button>
      <Dialog open={open} onClose={() => !pending && setOpen(false)} fullWidth maxWidth="xs" aria-labelledby="put-away-title">
        <Form record={{ location: parcel.location ?? '' }} onSubmit={submit} validate={validateLocation} noValidate>
          <DialogTitle id="put-away-title">{moving ? `Déplacer le colis ${parcel.trackingNumber}` : `Ranger le colis ${parcel.trackingNumber}`}</DialogTitle>
          <DialogContent>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {moving ? `Actuellement en ${parcel.location ?? '—'}.` : 'Le colis passera au statut « Stocké ».'}
            </Typography>
            <LocationInput />
          </DialogContent>
          <DialogActions>
            <MuiButton onClick={() => setOpen(false)} disabled={pending}>
              {translate('ra.action.cancel')}
            </MuiButton>
            <MuiButton type="submit" variant="contained" disabled={pending} startIcon={pending ? <CircularProgress size={18} color="inherit" /> : <ShelvesIcon />}>
              {moving ? 'Déplacer' : 'Ranger'}
            </MuiButton>
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
};

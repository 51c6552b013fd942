import ShelvesIcon from '@mui/icons-material/Shelves';
import { Alert, Button as MuiButton, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { Button, Form, useListContext, useNotify, useRefresh, useTranslate, useUnselectAll } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { putAwayInputSchema } from '../../../domain/parcel/storage-location';
import type { BulkPutAwayResult } from '../../../domain/parcel/parcel-views';
import { fieldErrorsOf } from '../lib/field-errors';
import { parcelAtVersion, putAwayParcels } from './parcel-page-api';
import { LocationInput, validateLocation } from './PutAwayButton';

type Failure = Extract<BulkPutAwayResult['results'][number], { ok: false }>;

/** "Ranger la sélection": the selected parcels on one shelf; each one that cannot be is named with its reason. */
export const PutAwayBulkButton = () => {
  const { selectedIds, resource, data } = useListContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll(resource);
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [failures, setFailures] = useState<Failure[]>([]);
  const attempt = useRef<{ fingerprint: string; key: string } | null>(null);
  const trackingOf = (id: string) => data?.find((parcel) => parcel.id === id)?.trackingNumber ?? id;

  const submit = async (values: FieldValues) => {
    const parsed = putAwayInputSchema.safeParse(values);
    if (!parsed.success) return fieldErrorsOf(parsed.error);
    const parcelIds = selectedIds.map(String);
    const fingerprint = JSON.stringify([parcelIds, parsed.data.location]);
    if (attempt.current?.fingerprint !== fingerprint) attempt.current = { fingerprint, key: crypto.randomUUID() };
    setPending(true);
    try {
      const answer = await putAwayParcels(parcelIds, parsed.data.location, attempt.current.key);
      attempt.current = null;
      const done = answer.results.flatMap((result) => (result.ok ? [result] : []));
      const failed = answer.results.flatMap((result) => (result.ok ? [] : [result]));
      // the list shows them stored once the read model has them
      await Promise.all(done.map((result) => parcelAtVersion(result.id, result.version).catch(() => undefined)));
      setFailures(failed);
      notify(`${done.length} colis rangé(s) en ${answer.location}${failed.length > 0 ? `, ${failed.length} non rangé(s)` : ''}`, {
        type: failed.length > 0 ? 'warning' : 'success',
      });
      unselectAll();
      refresh();
      if (failed.length === 0) setOpen(false);
      return undefined;
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
      return undefined;
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <Button label="Ranger la sélection" onClick={() => { setFailures([]); setOpen(true); }}>
        <ShelvesIcon />
      </Button>
      <Dialog open={open} onClose={() => !pending && setOpen(false)} fullWidth maxWidth="xs" aria-labelledby="bulk-put-away-title">
        <Form record={{ location: '' }} onSubmit={submit} validate={validateLocation} noValidate>
          <DialogTitle id="bulk-put-away-title">Ranger {selectedIds.length} colis</DialogTitle>
          <DialogContent>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              Les colis reçus passeront au statut « Stocké » à cet emplacement ; les colis déjà stockés y seront déplacés.
            </Typography>
            <LocationInput />
            {failures.length > 0 && (
              <Alert severity="warning" sx={{ mt: 1 }}>
                {failures.map((failure) => (
                  <div key={failure.id}>
                    {trackingOf(failure.id)} : {failure.error}
                  </div>
                ))}
              </Alert>
            )}
          </DialogContent>
          <DialogActions>
            <MuiButton onClick={() => setOpen(false)} disabled={pending}>
              {translate(failures.length > 0 ? 'ra.action.close' : 'ra.action.cancel')}
            </MuiButton>
            <MuiButton type="submit" variant="contained" disabled={pending} startIcon={pending ? <CircularProgress size={18} color="inherit" /> : <ShelvesIcon />}>
              Ranger
            </MuiButton>
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
};

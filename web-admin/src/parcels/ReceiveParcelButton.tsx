import MoveToInboxIcon from '@mui/icons-material/MoveToInbox';
import {
  Button as MuiButton,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Button, Form, NumberInput, useRecordContext, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { formatDimensions, formatWeight } from '../lib/format';
import type { AdminParcel } from './parcel-schema';
import { isReceivable } from '../../../domain/parcel/parcel-commands';
import { weighingStepKg } from '../../../domain/shared/weighing';
import { parseReception, validateReception } from './receive-parcel-form';
import { useReceiveParcel } from './use-receive-parcel';

const emptyMeasurements = { weightKg: null, lengthCm: null, widthCm: null, heightCm: null };

/** "Réceptionner": records the measured weight and dimensions of a parcel that arrived at the warehouse. */
export const ReceiveParcelButton = () => {
  const parcel = useRecordContext<AdminParcel>();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { receive, isPending, isAwaitingReadModel } = useReceiveParcel({ onSuccess: () => setOpen(false) });

  if (!parcel || !isReceivable(parcel.status)) return null;

  const submit = async (values: FieldValues) => {
    const reception = parseReception(values);
    if (!reception.success) return reception.errors;
    return receive(parcel, reception.data);
  };

  const close = () => {
    if (!isPending) setOpen(false);
  };

  return (
    <>
      <Button
        label="passerelle.parcel.receive.button"
        variant="contained"
        onClick={() => setOpen(true)}
        disabled={isPending || isAwaitingReadModel}
      >
        {isAwaitingReadModel ? <CircularProgress size={18} color="inherit" /> : <MoveToInboxIcon />}
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="receive-parcel-title">
        {/* `record` is the form's, not the parcel's: the parcel's measured fields must not pre-fill it. */}
        <Form record={emptyMeasurements} defaultValues={emptyMeasurements} onSubmit={submit} validate={validateReception} noValidate>
          <DialogTitle id="receive-parcel-title">
            {translate('passerelle.parcel.receive.dialog_title', { trackingNumber: parcel.trackingNumber })}
          </DialogTitle>
          <DialogContent>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {translate('passerelle.parcel.receive.dialog_help')}
            </Typography>
            <NumberInput
              source="weightKg"
              step={weighingStepKg}
              min={0}
              autoFocus
              fullWidth
              helperText={translate('passerelle.parcel.receive.declared', {
                value: formatWeight(parcel.declaredWeightGrams),
              })}
            />
            <Stack direction="row" spacing={1}>
              <NumberInput source="lengthCm" step={1} min={0} helperText={false} />
              <NumberInput source="widthCm" step={1} min={0} helperText={false} />
              <NumberInput source="heightCm" step={1} min={0} helperText={false} />
            </Stack>
            <Typography variant="caption" color="text.secondary">
              {translate('passerelle.parcel.receive.declared', {
                value: formatDimensions(parcel.declaredLengthCm, parcel.declaredWidthCm, parcel.declaredHeightCm),
              })}
            </Typography>
          </DialogContent>
          <DialogActions>
            <MuiButton onClick={close} disabled={isPending}>
              {translate('ra.action.cancel')}
            </MuiButton>
            <MuiButton
              type="submit"
              variant="contained"
              disabled={isPending}
              startIcon={isPending ? <CircularProgress size={18} color="inherit" /> : <MoveToInboxIcon />}
            >
              {translate('passerelle.parcel.receive.submit')}
            </MuiButton>
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
};

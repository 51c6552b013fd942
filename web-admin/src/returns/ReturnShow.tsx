import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import BlockIcon from '@mui/icons-material/BlockOutlined';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import InventoryIcon from '@mui/icons-material/Inventory2Outlined';
import LocalShippingIcon from '@mui/icons-material/LocalShippingOutlined';
import PersonIcon from '@mui/icons-material/PersonOutlined';
import { Alert, Box, Button, Card, CardContent, CardHeader, CircularProgress, Grid, List as MuiList, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Form, Link, ListButton, Show, TextInput, TopToolbar, useCreatePath, useRecordContext } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type * as z from 'zod';
import { refuseReturnInputSchema, returnReasonLabels, returnTypeLabels, returnUrgencyLabels, sendReturnInputSchema } from '../../../domain/return/return-input';
import type { AdminReturnView } from '../../../domain/return/return-views';
import { ShowLoadError } from '../layout/ShowLoadError';
import { fieldErrorsOf } from '../lib/field-errors';
import { dateLocale, dateTimeOptions, formatEuros, formatWeight } from '../lib/format';
import { ReturnStatusChip } from './ReturnStatusChip';
import { returnsResource } from './returns-resource';
import { useReturnCommand } from './use-return-command';

const dateTime = new Intl.DateTimeFormat(dateLocale, dateTimeOptions);

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Card variant="outlined">
    <CardHeader title={title} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
    <CardContent sx={{ pt: 0 }}>{children}</CardContent>
  </Card>
);

const Submit = ({ pending, children, icon, color = 'primary' }: { pending: boolean; children: string; icon?: ReactNode; color?: 'primary' | 'error' }) => (
  <Button type="submit" variant="contained" color={color} disabled={pending} startIcon={pending ? <CircularProgress size={18} color="inherit" /> : icon}>
    {children}
  </Button>
);

const parseWith = <Schema extends z.ZodType>(schema: Schema, values: FieldValues) => {
  const parsed = schema.safeParse(values);
  return parsed.success ? ({ success: true, data: parsed.data as z.infer<Schema> } as const) : ({ success: false, errors: fieldErrorsOf(parsed.error) } as const);
};

const ReturnTitle = () => {
  const request = useRecordContext<AdminReturnView>();
  return <span>{request ? `Retour ${request.reference}` : 'Retour'}</span>;
};

const RequestCard = ({ request }: { request: AdminReturnView }) => (
  <Section title="Demande">
    <Stack spacing={0.75}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="p" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
          {request.reference}
        </Typography>
        <ReturnStatusChip status={request.status} />
      </Stack>
      <Typography variant="body2">
        {returnTypeLabels[request.type]} · {returnReasonLabels[request.reason]} · urgence {returnUrgencyLabels[request.urgency].toLowerCase()}
      </Typography>
      <Typography variant="body2">
        {formatWeight(request.weightGrams)}
        {request.lengthCm !== null && request.widthCm !== null && request.heightCm !== null && ` · ${request.lengthCm} × ${request.widthCm} × ${request.heightCm} cm`} · frais{' '}
        {request.costCents === 0 ? 'offerts' : `${formatEuros(request.costCents)} payés par carte`}
      </Typography>
      {request.description && (
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          « {request.description} »
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary">
        Demandé le {dateTime.format(new Date(request.requestedAt))}
      </Typography>
    </Stack>
  </Section>
);

const PhotosCard = ({ request }: { request: AdminReturnView }) => (
  <Section title={`Photos (${request.photos.length})`}>
    {request.photos.length === 0 ? (
      <Typography variant="body2" color="text.secondary">
        Aucune photo jointe.
      </Typography>
    ) : (
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }} aria-label="Photos du retour">
        {request.photos.map((photo, index) => (
          <li key={photo.photoId}>
            <a href={photo.url} target="_blank" rel="noopener noreferrer">
              <Box
                component="img"
                src={photo.thumbnailUrl}
                alt={`Photo ${index + 1} du retour ${request.reference}`}
                sx={{ width: 120, height: 120, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider', display: 'block' }}
              />
            </a>
          </li>
        ))}
      </Box>
    )}
  </Section>
);

const ParcelCard = ({ request }: { request: AdminReturnView }) => {
  const createPath = useCreatePath();
  const { parcel } = request;
  return (
    <Section title="Colis">
      <Stack spacing={0.5}>
        <Typography variant="subtitle1" component="p" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
          {request.parcelTrackingNumber}
        </Typography>
        {parcel && (
          <Typography variant="body2">
            {parcel.description}
            {parcel.weightGrams !== null && ` · ${formatWeight(parcel.weightGrams)} à la réception`}
          </Typography>
        )}
        <Stack direction="row" sx={{ pt: 1 }}>
          <Button component={Link} to={createPath({ resource: 'parcels', id: request.parcelId, type: 'show' })} size="small" startIcon={<InventoryIcon />}>
            Voir le colis
          </Button>
        </Stack>
      </Stack>
    </Section>
  );
};

const CustomerCard = ({ request }: { request: AdminReturnView }) => {
  const createPath = useCreatePath();
  const { customer } = request;
  return (
    <Section title="Client">
      <Stack spacing={0.5}>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
          {customer?.name || 'Client inconnu'}
        </Typography>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {customer?.email ?? 'Email non disponible'}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Boîte {customer?.boxNumber || '—'} · {customer?.phone || 'pas de téléphone'}
        </Typography>
        <Stack direction="row" sx={{ pt: 1 }}>
          <Button component={Link} to={createPath({ resource: 'customers', id: customer?.customerId ?? '', type: 'show' })} size="small" startIcon={<PersonIcon />}>
            Voir la fiche client
          </Button>
        </Stack>
      </Stack>
    </Section>
  );
};

const HistoryCard = ({ request }: { request: AdminReturnView }) => (
  <Section title="Historique">
    <MuiList dense disablePadding>
      {request.timeline.map((entry) => (
        <ListItem key={`${entry.status}-${entry.at}`} disableGutters>
          <ListItemText primary={entry.label} secondary={dateTime.format(new Date(entry.at))} />
        </ListItem>
      ))}
    </MuiList>
  </Section>
);

const RefuseForm = ({ request }: { request: AdminReturnView }) => {
  const refuse = useReturnCommand(request.id, (commands) => commands.refuseReturn);
  const [open, setOpen] = useState(false);
  const submit = async (values: FieldValues) => {
    const parsed = parseWith(refuseReturnInputSchema, { reason: values.reason });
    if (!parsed.success) return parsed.errors;
    const outcome = await refuse.run(parsed.data, request.costCents > 0 ? 'Retour refusé : le remboursement est demandé à Stripe' : 'Retour refusé');
    return outcome.ok ? undefined : outcome.errors;
  };
  if (!open) {
    return (
      <Button variant="outlined" color="error" startIcon={<BlockIcon />} onClick={() => setOpen(true)}>
        Refuser la demande
      </Button>
    );
  }
  return (
    <Form record={{ reason: '' }} onSubmit={submit} noValidate>
      <Stack spacing={1}>
        <TextInput source="reason" label="Motif du refus" multiline minRows={2} fullWidth helperText="Le client le lit dans l’e-mail et sur sa page" />
        {request.costCents > 0 && <Alert severity="info">Les {formatEuros(request.costCents)} payés sont remboursés en entier sur la carte du client, avec un avoir.</Alert>}
        <Stack direction="row" spacing={1}>
          <Submit pending={refuse.pending} icon={<BlockIcon />} color="error">
            Confirmer le refus
          </Submit>
          <Button onClick={() => setOpen(false)} disabled={refuse.pending}>
            Annuler
          </Button>
        </Stack>
      </Stack>
    </Form>
  );
};

/** The next step of the request, as buttons and forms: received → sent to the merchant → closed, or refused. */
const NextStep = ({ request }: { request: AdminReturnView }) => {
  const receive = useReturnCommand(request.id, (commands) => commands.receiveReturn);
  const send = useReturnCommand(request.id, (commands) => commands.sendReturn);
  const close = useReturnCommand(request.id, (commands) => commands.closeReturn);
  const sendSubmit = async (values: FieldValues) => {
    const parsed = parseWith(sendReturnInputSchema, { carrier: values.carrier, trackingNumber: values.trackingNumber });
    if (!parsed.success) return parsed.errors;
    const outcome = await send.run(parsed.data, 'Retour envoyé au marchand');
    return outcome.ok ? undefined : outcome.errors;
  };
  switch (request.status) {
    case 'requested':
      return (
        <Section title="Étape suivante">
          <Stack spacing={2}>
            <Typography variant="body2">Le colis est-il à l’entrepôt retours ?</Typography>
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
              <Button variant="contained" startIcon={<InventoryIcon />} disabled={receive.pending} onClick={() => void receive.run({}, 'Colis reçu à l’entrepôt retours')}>
                Reçu à l’entrepôt retours
              </Button>
            </Stack>
            <RefuseForm request={request} />
          </Stack>
        </Section>
      );
    case 'received_at_return_warehouse':
      return (
        <Section title="Envoi au marchand">
          <Stack spacing={2}>
            <Form record={{ carrier: 'Colissimo', trackingNumber: '' }} onSubmit={sendSubmit} noValidate>
              <Grid container spacing={1} sx={{ alignItems: 'flex-start' }}>
                <Grid size={{ xs: 12, sm: 4 }}>
                  <TextInput source="carrier" label="Transporteur" fullWidth />
                </Grid>
                <Grid size={{ xs: 12, sm: 5 }}>
                  <TextInput source="trackingNumber" label="Numéro de suivi" fullWidth />
                </Grid>
                <Grid size={{ xs: 12, sm: 3 }} sx={{ pt: { sm: 1 } }}>
                  <Submit pending={send.pending} icon={<LocalShippingIcon />}>
                    Envoyé au marchand
                  </Submit>
                </Grid>
              </Grid>
            </Form>
            <RefuseForm request={request} />
          </Stack>
        </Section>
      );
    case 'sent_to_merchant':
      return (
        <Section title="Clôture">
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Typography variant="body2">
              Parti avec {request.shipping?.carrier} (n° {request.shipping?.trackingNumber}). Clôturez quand le marchand l’a reçu.
            </Typography>
            <Button variant="contained" startIcon={<DoneAllIcon />} disabled={close.pending} onClick={() => void close.run({}, 'Retour clôturé')}>
              Clôturer le retour
            </Button>
          </Stack>
        </Section>
      );
    case 'refused':
      return <Alert severity="warning">Refusé : {request.refusal?.reason}</Alert>;
    default:
      return null;
  }
};

export const ReturnShowLayout = () => {
  const request = useRecordContext<AdminReturnView>();
  if (!request) return null;
  return (
    <Grid container spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
      <Grid size={{ xs: 12, md: 7 }}>
        <Stack spacing={2}>
          <RequestCard request={request} />
          <NextStep request={request} />
          <PhotosCard request={request} />
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Stack spacing={2}>
          <ParcelCard request={request} />
          <CustomerCard request={request} />
          <HistoryCard request={request} />
        </Stack>
      </Grid>
    </Grid>
  );
};

const ReturnShow = () => (
  <Show
    title={<ReturnTitle />}
    actions={
      <TopToolbar>
        <ListButton label="Retour à la file des retours" icon={<ArrowBackIcon />} />
      </TopToolbar>
    }
    error={<ShowLoadError resource={returnsResource} notFound="Demande de retour introuvable" backLabel="Retour à la file des retours" />}
  >
    <ReturnShowLayout />
  </Show>
);

export default ReturnShow;

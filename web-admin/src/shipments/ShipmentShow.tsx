import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PersonIcon from '@mui/icons-material/PersonOutlined';
import { Box, Button, Card, CardContent, CardHeader, Grid, List as MuiList, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link, ListButton, Show, TopToolbar, useCreatePath, useRecordContext, useTranslate } from 'react-admin';
import type { AdminShipmentView } from '../../../domain/shipment/shipment-views';
import { ParcelStatusChip } from '../parcels/ParcelStatusChip';
import { dateLocale, dateTimeOptions, formatDimensions, formatWeight } from '../lib/format';
import { ShowLoadError } from '../layout/ShowLoadError';
import { ProcessingPanel } from './ProcessingPanel';
import { ClearanceNote, QuoteCard, ShipmentNextStep } from './ShipmentStatusActions';
import { shownShipmentStatus } from '../../../domain/shipment/shipment-labels';
import { ShipmentStatusChip } from './ShipmentStatusChip';
import { shipmentStatusLabelKey } from './shipment-status';
import { customerLabel, destinationLabel, serviceLabel } from './shipment-summary';
import { shipmentsResource } from './shipments-resource';

const dateTime = new Intl.DateTimeFormat(dateLocale, dateTimeOptions);

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Card variant="outlined">
    <CardHeader title={title} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
    <CardContent sx={{ pt: 0 }}>{children}</CardContent>
  </Card>
);

const ShipmentTitle = () => {
  const shipment = useRecordContext<AdminShipmentView>();
  return <span>{shipment ? `Expédition de ${customerLabel(shipment)}` : 'Expédition'}</span>;
};

const CustomerCard = ({ shipment }: { shipment: AdminShipmentView }) => {
  const createPath = useCreatePath();
  const { customer } = shipment;
  return (
    <Section title="Client">
      <Stack spacing={0.5}>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
          {customerLabel(shipment)}
        </Typography>
        <Typography variant="body2">{customer?.email ?? 'Email non disponible'}</Typography>
        <Typography variant="body2" color="text.secondary">
          Boîte {customer?.boxNumber ?? '—'} · {customer && customer.plan !== 'free' ? `Abonné (${customer.plan})` : 'Sans abonnement'}
        </Typography>
        <Stack direction="row" sx={{ pt: 1 }}>
          <Button component={Link} to={createPath({ resource: 'customers', id: shipment.customerId, type: 'show' })} size="small" startIcon={<PersonIcon />}>
            Voir la fiche client
          </Button>
        </Stack>
      </Stack>
    </Section>
  );
};

const AddressCard = ({ shipment }: { shipment: AdminShipmentView }) => {
  const { address } = shipment;
  return (
    <Section title="Adresse de livraison">
      <Typography variant="body2" component="address" sx={{ fontStyle: 'normal' }}>
        {address.recipientName}
        <br />
        {address.line1}
        {address.line2 && (
          <>
            <br />
            {address.line2}
          </>
        )}
        <br />
        {address.postalCode} {address.city}
        <br />
        {destinationLabel(shipment)}
        {address.phone && (
          <>
            <br />
            {address.phone}
          </>
        )}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Service demandé : {serviceLabel(shipment.service)}
      </Typography>
    </Section>
  );
};

const ParcelsCard = ({ shipment }: { shipment: AdminShipmentView }) => {
  const createPath = useCreatePath();
  return (
    <Section title={`Colis (${shipment.parcels.length})`}>
      <MuiList dense disablePadding>
        {shipment.parcels.map((parcel) => (
          <ListItem key={parcel.parcelId} disableGutters secondaryAction={<ParcelStatusChip status={parcel.status} />}>
            <ListItemText
              primary={<Link to={createPath({ resource: 'parcels', id: parcel.parcelId, type: 'show' })}>{parcel.trackingNumber}</Link>}
              secondary={`${parcel.description || 'Aucune description'}${parcel.weightGrams === null ? '' : ` · ${formatWeight(parcel.weightGrams)}`}`}
            />
          </ListItem>
        ))}
      </MuiList>
    </Section>
  );
};

const ProcessingSummary = ({ shipment }: { shipment: AdminShipmentView }) => {
  const { processing } = shipment;
  if (!processing) return null;
  return (
    <Section title="Colis final">
      <Typography variant="body2">
        {formatWeight(processing.weightGrams)} · {formatDimensions(processing.lengthCm, processing.widthCm, processing.heightCm)} · {serviceLabel(processing.service)}
      </Typography>
      {processing.notes && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Notes internes : {processing.notes}
        </Typography>
      )}
    </Section>
  );
};

const HistoryCard = ({ shipment }: { shipment: AdminShipmentView }) => {
  const translate = useTranslate();
  return (
    <Section title="Historique">
      <MuiList dense disablePadding>
        {shipment.history.map((entry) => (
          <ListItem key={`${entry.status}-${entry.at}`} disableGutters>
            <ListItemText primary={translate(shipmentStatusLabelKey(shownShipmentStatus({ status: entry.status, quote: shipment.quote })), { _: entry.status })} secondary={dateTime.format(new Date(entry.at))} />
          </ListItem>
        ))}
      </MuiList>
    </Section>
  );
};

export const ShipmentShowLayout = () => {
  const shipment = useRecordContext<AdminShipmentView>();
  if (!shipment) return null;
  return (
    <Box sx={{ pb: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          Expédition de {customerLabel(shipment)}
        </Typography>
        <ShipmentStatusChip status={shownShipmentStatus(shipment)} size="medium" />
        <Typography variant="body2" color="text.secondary">
          Demandée le {dateTime.format(new Date(shipment.requestedAt))}
        </Typography>
      </Stack>
      <Grid container spacing={2}>
        <Grid size={12}>{shipment.status === 'requested' ? <ProcessingPanel shipment={shipment} /> : <ShipmentNextStep shipment={shipment} />}</Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack spacing={2}>
            <ClearanceNote shipment={shipment} />
            {shipment.quote && <QuoteCard quote={shipment.quote} />}
            <ProcessingSummary shipment={shipment} />
            <ParcelsCard shipment={shipment} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Stack spacing={2}>
            <CustomerCard shipment={shipment} />
            <AddressCard shipment={shipment} />
            <HistoryCard shipment={shipment} />
          </Stack>
        </Grid>
      </Grid>
    </Box>
  );
};

const showQueryOptions = { onError: () => undefined };

const ShipmentShow = () => (
  <Show
    title={<ShipmentTitle />}
    actions={
      <TopToolbar>
        <ListButton label="Retour aux expéditions" icon={<ArrowBackIcon />} />
      </TopToolbar>
    }
    component="div"
    redirectOnError={false}
    queryOptions={showQueryOptions}
    error={<ShowLoadError resource={shipmentsResource} notFound="Demande d’expédition introuvable" backLabel="Retour aux expéditions" />}
  >
    <ShipmentShowLayout />
  </Show>
);

export default ShipmentShow;

import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/EditOutlined';
import LocalShippingIcon from '@mui/icons-material/LocalShippingOutlined';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import { Box, Button, Card, CardContent, CardHeader, Chip, Grid, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import type { ReactElement, ReactNode } from 'react';
import {
  DateField,
  Labeled,
  Link,
  ListButton,
  ReferenceField,
  Show,
  TextField,
  TopToolbar,
  useCreatePath,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { CustomerSummary } from '../customers/CustomerSummary';
import { ShowLoadError } from '../layout/ShowLoadError';
import { dateLocale, dateTimeOptions } from '../lib/format';
import {
  DeclaredDimensionsField,
  DeclaredValueField,
  DeclaredWeightField,
  MeasuredDimensionsField,
  MeasuredWeightField,
  ParcelCategoryField,
  ParcelDescriptionField,
  ParcelInstructionsField,
} from './ParcelFields';
import type { AdminParcel } from './parcel-schema';
import { ParcelStatusChip } from './ParcelStatusChip';
import { ReceiveParcelButton } from './ReceiveParcelButton';
import { NotifyMenu } from './NotifyMenu';
import { ParcelCorrectionForm } from './ParcelCorrectionForm';
import { ParcelHistoryTab } from './ParcelHistoryTab';
import { ParcelPhotosCard } from './ParcelPhotosCard';
import { PutAwayButton } from './PutAwayButton';
import { parcelPageParams, type ParcelPageView } from './parcel-page-params';
import { shipmentsResource } from '../shipments/shipments-resource';
import { declaredBoxOf, declaredWeightOf, measuredBoxOf } from '../../../domain/parcel/parcel-figures';

const ParcelTitle = () => {
  const parcel = useRecordContext<AdminParcel>();
  const translate = useTranslate();
  return <span>{parcel ? translate('passerelle.parcel.title', { trackingNumber: parcel.trackingNumber }) : ''}</span>;
};

/** The page's view (details or history, read or edit) lives in the address: a reload or a shared link keeps it. */
const useParcelPageView = (): [ParcelPageView, (view: Partial<ParcelPageView>) => void] => {
  const [params, setParams] = useSearchParams();
  const view = parcelPageParams.read(params);
  return [view, (change) => setParams(parcelPageParams.write({ ...view, ...change }), { replace: false })];
};

/** The shipment the parcel leaves in: its quote, label and processing are on its page. */
const ShipmentLink = ({ shipmentId }: { shipmentId: string }) => {
  const createPath = useCreatePath();
  return (
    <Button component={Link} to={createPath({ resource: shipmentsResource, id: shipmentId, type: 'show' })} size="small" startIcon={<LocalShippingIcon />}>
      Voir l’expédition
    </Button>
  );
};

const ParcelShowActions = () => {
  const parcel = useRecordContext<AdminParcel>();
  const [view, setView] = useParcelPageView();
  return (
    <TopToolbar sx={{ flexWrap: 'wrap', gap: 1 }}>
      <ListButton label="passerelle.parcel.back_to_list" icon={<ArrowBackIcon />} />
      <ReceiveParcelButton />
      {parcel && <PutAwayButton parcel={parcel} />}
      {parcel && <NotifyMenu parcel={parcel} />}
      {parcel?.shipmentId && <ShipmentLink shipmentId={parcel.shipmentId} />}
      {parcel && (
        <Button
          size="small"
          startIcon={view.editing ? <VisibilityIcon /> : <EditIcon />}
          onClick={() => setView({ editing: !view.editing, tab: 'details' })}
        >
          {view.editing ? 'Voir' : 'Modifier'}
        </Button>
      )}
    </TopToolbar>
  );
};

const Section = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined">
      <CardHeader title={translate(title)} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>{children}</CardContent>
    </Card>
  );
};

/** A labelled value in a two-column grid; the label comes from the child's `source` or from `label`. */
const Detail = ({ label, children, wide = false }: { label?: string; children: ReactElement; wide?: boolean }) => (
  <Grid size={{ xs: 12, sm: wide ? 12 : 6 }}>
    <Labeled label={label}>{children}</Labeled>
  </Grid>
);

/** Only what is known: a parcel recorded at the warehouse without a declaration has no sender, declared weight nor box. */
const DetailsCard = () => {
  const parcel = useRecordContext<AdminParcel>();
  if (!parcel) return null;
  return (
    <Section title="passerelle.parcel.cards.details">
      <Grid container spacing={1}>
        {parcel.senderName && (
          <Detail>
            <TextField source="senderName" />
          </Detail>
        )}
        <Detail>
          <TextField source="carrier" />
        </Detail>
        <Detail>
          <TextField source="trackingNumber" />
        </Detail>
        <Detail label="resources.parcels.fields.category">
          <ParcelCategoryField />
        </Detail>
        <Detail label="resources.parcels.fields.description" wide>
          <ParcelDescriptionField />
        </Detail>
        {declaredWeightOf(parcel) !== null && (
          <Detail label="resources.parcels.fields.declaredWeightGrams">
            <DeclaredWeightField />
          </Detail>
        )}
        {declaredBoxOf(parcel) !== null && (
          <Detail label="resources.parcels.fields.declaredDimensions">
            <DeclaredDimensionsField />
          </Detail>
        )}
        <Detail label="resources.parcels.fields.declaredValueCents">
          <DeclaredValueField />
        </Detail>
        <Detail>
          <DateField source="declaredAt" showTime locales={dateLocale} options={dateTimeOptions} />
        </Detail>
        <Detail label="resources.parcels.fields.instructions" wide>
          <ParcelInstructionsField />
        </Detail>
      </Grid>
    </Section>
  );
};

const ReceptionCard = () => {
  const parcel = useRecordContext<AdminParcel>();
  const translate = useTranslate();
  if (!parcel) return null;
  return (
    <Section title="passerelle.parcel.cards.reception">
      {parcel.receivedAt === null ? (
        <Typography variant="body2" color="text.secondary">
          {translate('passerelle.parcel.not_received_yet')}
        </Typography>
      ) : (
        <Grid container spacing={1}>
          <Detail label="resources.parcels.fields.weightGrams">
            <MeasuredWeightField />
          </Detail>
          {measuredBoxOf(parcel) !== null && (
            <Detail label="resources.parcels.fields.measuredDimensions">
              <MeasuredDimensionsField />
            </Detail>
          )}
          <Detail>
            <DateField source="receivedAt" showTime locales={dateLocale} options={dateTimeOptions} />
          </Detail>
          <Detail label="Emplacement">
            <TextField source="location" emptyText="Pas encore rangé" />
          </Detail>
        </Grid>
      )}
    </Section>
  );
};

const ParcelShowLayout = () => {
  const parcel = useRecordContext<AdminParcel>();
  const translate = useTranslate();
  const [view, setView] = useParcelPageView();
  if (!parcel) return null;
  return (
    <Box sx={{ pb: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {translate('passerelle.parcel.title', { trackingNumber: parcel.trackingNumber })}
        </Typography>
        <ParcelStatusChip status={parcel.status} size="medium" />
        {parcel.location && <Chip variant="outlined" label={`Emplacement ${parcel.location}`} />}
      </Stack>
      <Tabs value={view.tab} onChange={(_event, tab: ParcelPageView['tab']) => setView({ tab, editing: false })} sx={{ mb: 2 }}>
        <Tab value="details" label="Détails" />
        <Tab value="history" label="Historique" />
      </Tabs>
      {view.tab === 'history' ? (
        <ParcelHistoryTab parcel={parcel} />
      ) : (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 8 }}>
            <Stack spacing={2}>
              {view.editing ? <ParcelCorrectionForm parcel={parcel} onDone={() => setView({ editing: false })} /> : <DetailsCard />}
              <ReceptionCard />
              <ParcelPhotosCard parcel={parcel} />
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Section title="passerelle.parcel.cards.customer">
              <ReferenceField source="customerId" reference="customers" link={false}>
                <CustomerSummary />
              </ReferenceField>
            </Section>
          </Grid>
        </Grid>
      )}
    </Box>
  );
};

/** A failed load is said once, by ParcelLoadError in the page (no redirect, no second notification). */
const showQueryOptions = { onError: () => undefined };

const ParcelShow = () => (
  <Show
    title={<ParcelTitle />}
    actions={<ParcelShowActions />}
    component="div"
    redirectOnError={false}
    queryOptions={showQueryOptions}
    error={<ShowLoadError resource="parcels" notFound="passerelle.parcel.not_found" backLabel="passerelle.parcel.back_to_list" />}
  >
    <ParcelShowLayout />
  </Show>
);

export default ParcelShow;

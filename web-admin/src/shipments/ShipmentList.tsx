import { Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { DataTable, DateField, List, SelectInput, SimpleList, useRecordContext } from 'react-admin';
import type { AdminShipmentView } from '../../../domain/shipment/shipment-views';
import { CursorPagination } from '../layout/CursorPagination';
import { EmailText } from '../layout/EmailText';
import { dateLocale, dateTimeOptions, formatEuros } from '../lib/format';
import { ShipmentEmpty } from './ShipmentEmpty';
import { shownShipmentStatus } from '../../../domain/shipment/shipment-labels';
import { ShipmentStatusChip, ShipmentStatusField } from './ShipmentStatusChip';
import { shipmentStatusChoices } from './shipment-status';
import { customerLabel, destinationLabel, parcelsLabel, serviceLabel } from './shipment-summary';

/** The queue (spec 3, section 2.6): requests to process first, oldest first; other statuses on demand. */
const shipmentFilters = [<SelectInput key="status" source="status" label="Statut" choices={shipmentStatusChoices} alwaysOn emptyText="Tous les statuts" />];
const queueFilter = { status: 'requested' };

const Column = DataTable.Col<AdminShipmentView>;
const listDate = new Intl.DateTimeFormat(dateLocale, dateTimeOptions);
const quoteTotal = (shipment: AdminShipmentView) => (shipment.quote ? formatEuros(shipment.quote.totalCents) : 'Pas encore de devis');

const CustomerCell = () => {
  const shipment = useRecordContext<AdminShipmentView>();
  if (!shipment) return null;
  return (
    <Stack>
      <Typography variant="body2">{customerLabel(shipment)}</Typography>
      {shipment.customer ? (
        <EmailText email={shipment.customer.email} />
      ) : (
        <Typography variant="caption" color="text.secondary">
          Email non disponible
        </Typography>
      )}
    </Stack>
  );
};

const ParcelsCell = () => {
  const shipment = useRecordContext<AdminShipmentView>();
  if (!shipment) return null;
  return (
    <Stack>
      <Typography variant="body2">{shipment.parcels.length} colis</Typography>
      {shipment.parcels.map((parcel) => (
        <Typography key={parcel.parcelId} variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
          {parcel.trackingNumber}
        </Typography>
      ))}
    </Stack>
  );
};

/** Where and how, one above the other: a column less, so the client's whole e-mail fits a laptop's width. */
const DestinationCell = () => {
  const shipment = useRecordContext<AdminShipmentView>();
  if (!shipment) return null;
  return (
    <Stack>
      <Typography variant="body2">{destinationLabel(shipment)}</Typography>
      <Typography variant="caption" color="text.secondary">
        {serviceLabel(shipment.service)}
      </Typography>
    </Stack>
  );
};

const TextCell = ({ text, variant = 'body2' }: { text: (shipment: AdminShipmentView) => string; variant?: 'body2' | 'caption' }) => {
  const shipment = useRecordContext<AdminShipmentView>();
  return shipment ? <Typography variant={variant}>{text(shipment)}</Typography> : null;
};

/** On a phone (390 px), one line per request instead of a table wider than the screen. */
const ShipmentSimpleList = () => (
  <SimpleList<AdminShipmentView>
    primaryText={(shipment) => (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <span>{`${customerLabel(shipment)} · ${destinationLabel(shipment)}`}</span>
        <ShipmentStatusChip status={shownShipmentStatus(shipment)} />
      </Stack>
    )}
    secondaryText={(shipment) => (
      <>
        {`${parcelsLabel(shipment)} · ${serviceLabel(shipment.service)} · ${quoteTotal(shipment)}`}
        <br />
        {listDate.format(new Date(shipment.requestedAt))}
      </>
    )}
    rowClick="show"
    empty={<ShipmentEmpty />}
  />
);

const ShipmentList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List
      title="Expéditions"
      sort={{ field: 'requestedAt', order: 'ASC' }}
      filterDefaultValues={queueFilter}
      filters={shipmentFilters}
      perPage={25}
      empty={false}
      exporter={false}
      actions={false}
      pagination={<CursorPagination />}
    >
      {isSmall ? (
        <ShipmentSimpleList />
      ) : (
        <DataTable<AdminShipmentView> rowClick="show" bulkActionButtons={false} empty={<ShipmentEmpty />}>
          <Column source="requestedAt" label="Demandée le" sortByOrder="ASC">
            <DateField source="requestedAt" showTime locales={dateLocale} options={dateTimeOptions} />
          </Column>
          <Column source="customer" label="Client" disableSort>
            <CustomerCell />
          </Column>
          <Column source="parcels" label="Colis" disableSort>
            <ParcelsCell />
          </Column>
          <Column source="address" label="Destination et service" disableSort>
            <DestinationCell />
          </Column>
          <Column source="status" label="Statut et devis" disableSort>
            <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
              <ShipmentStatusField />
              <TextCell text={quoteTotal} variant="caption" />
            </Stack>
          </Column>
        </DataTable>
      )}
    </List>
  );
};

export default ShipmentList;

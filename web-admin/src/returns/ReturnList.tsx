import { Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { DataTable, DateField, List, SelectInput, SimpleList, useRecordContext } from 'react-admin';
import { returnUrgencyLabels } from '../../../domain/return/return-input';
import { listedReturnStatuses, returnStatusLabels } from '../../../domain/return/return-request';
import type { AdminReturnView } from '../../../domain/return/return-views';
import { returnUrgencies } from '../../../events/return-events';
import { CursorPagination } from '../layout/CursorPagination';
import { dateLocale, dateTimeOptions, formatEuros } from '../lib/format';
import { ReturnStatusChip } from './ReturnStatusChip';

/** The queue: requests to handle first, oldest first; other statuses and one urgency on demand. */
const statusChoices = listedReturnStatuses.map((status) => ({ id: status, name: returnStatusLabels[status] }));
const urgencyChoices = returnUrgencies.map((urgency) => ({ id: urgency, name: returnUrgencyLabels[urgency] }));
const returnFilters = [
  <SelectInput key="status" source="status" label="Statut" choices={statusChoices} alwaysOn emptyText="Tous les statuts" />,
  <SelectInput key="urgency" source="urgency" label="Urgence" choices={urgencyChoices} alwaysOn emptyText="Toutes les urgences" />,
];
const queueFilter = { status: 'requested' };

const Column = DataTable.Col<AdminReturnView>;
const listDate = new Intl.DateTimeFormat(dateLocale, dateTimeOptions);
const customerOf = (request: AdminReturnView) => request.customer?.name || request.customer?.email || 'Client inconnu';

const CustomerCell = () => {
  const request = useRecordContext<AdminReturnView>();
  if (!request) return null;
  return (
    <Stack>
      <Typography variant="body2">{customerOf(request)}</Typography>
      <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {request.customer?.email ?? ''}
      </Typography>
    </Stack>
  );
};

const ReferenceCell = () => {
  const request = useRecordContext<AdminReturnView>();
  if (!request) return null;
  return (
    <Stack>
      <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
        {request.reference}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        Colis {request.parcelTrackingNumber} · {request.photos.length} photo(s)
      </Typography>
    </Stack>
  );
};

const StatusCell = () => {
  const request = useRecordContext<AdminReturnView>();
  return request ? <ReturnStatusChip status={request.status} /> : null;
};

const UrgencyCell = () => {
  const request = useRecordContext<AdminReturnView>();
  return request ? (
    <Stack>
      <Typography variant="body2">{returnUrgencyLabels[request.urgency]}</Typography>
      <Typography variant="caption" color="text.secondary">
        {formatEuros(request.costCents)}
      </Typography>
    </Stack>
  ) : null;
};

const ReturnSimpleList = () => (
  <SimpleList<AdminReturnView>
    primaryText={(request) => (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <span>{`${request.reference} · ${customerOf(request)}`}</span>
        <ReturnStatusChip status={request.status} />
      </Stack>
    )}
    secondaryText={(request) => (
      <>
        {`Colis ${request.parcelTrackingNumber} · urgence ${returnUrgencyLabels[request.urgency].toLowerCase()} · ${formatEuros(request.costCents)}`}
        <br />
        {listDate.format(new Date(request.requestedAt))}
      </>
    )}
    rowClick="show"
  />
);

const ReturnList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List
      title="Retours"
      sort={{ field: 'requestedAt', order: 'ASC' }}
      filterDefaultValues={queueFilter}
      filters={returnFilters}
      perPage={25}
      empty={false}
      exporter={false}
      actions={false}
      pagination={<CursorPagination />}
    >
      {isSmall ? (
        <ReturnSimpleList />
      ) : (
        <DataTable<AdminReturnView> rowClick="show" bulkActionButtons={false}>
          <Column source="requestedAt" label="Demandé le" sortByOrder="ASC">
            <DateField source="requestedAt" showTime locales={dateLocale} options={dateTimeOptions} />
          </Column>
          <Column source="reference" label="Référence et colis" disableSort>
            <ReferenceCell />
          </Column>
          <Column source="customer" label="Client" disableSort>
            <CustomerCell />
          </Column>
          <Column source="urgency" label="Urgence et frais" disableSort>
            <UrgencyCell />
          </Column>
          <Column source="status" label="Statut" disableSort>
            <StatusCell />
          </Column>
        </DataTable>
      )}
    </List>
  );
};

export default ReturnList;

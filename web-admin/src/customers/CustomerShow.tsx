import {
  DataTable,
  DateField,
  ReferenceManyField,
  Show,
  SimpleShowLayout,
  TextField,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { CursorPagination } from '../layout/CursorPagination';
import { dateLocale, dateTimeOptions } from '../lib/format';
import { ParcelStatusField } from '../parcels/ParcelStatusChip';
import { customerFullName, type Customer } from './customer-schema';
import { RoleField, TerritoryField } from './CustomerFields';
import { CustomerNotifications } from './CustomerNotifications';

const CustomerTitle = () => {
  const customer = useRecordContext<Customer>();
  return <span>{customer ? customerFullName(customer) : ''}</span>;
};

const CustomerParcels = (_props: { label?: string }) => {
  const translate = useTranslate();
  return (
    <ReferenceManyField
      reference="parcels"
      target="customerId"
      sort={{ field: 'declaredAt', order: 'DESC' }}
      perPage={10}
      // The parcels API pages by cursor and gives its total in `meta` (react-admin's Pagination would read 10 of 10).
      pagination={<CursorPagination />}
    >
      <DataTable rowClick="show" bulkActionButtons={false} empty={<span>{translate('passerelle.customer.no_parcels')}</span>}>
        <DataTable.Col source="trackingNumber" disableSort />
        <DataTable.Col source="carrier" disableSort />
        <DataTable.Col source="status" disableSort>
          <ParcelStatusField />
        </DataTable.Col>
        <DataTable.Col source="declaredAt" disableSort>
          <DateField source="declaredAt" showTime locales={dateLocale} options={dateTimeOptions} />
        </DataTable.Col>
      </DataTable>
    </ReferenceManyField>
  );
};

const CustomerShow = () => (
  <Show title={<CustomerTitle />}>
    <SimpleShowLayout>
      <TextField source="lastName" />
      <TextField source="firstName" />
      <TextField source="email" />
      <TextField source="phone" />
      <TerritoryField label="resources.customers.fields.territory" />
      <TextField source="boxNumber" />
      <RoleField label="resources.customers.fields.role" />
      <DateField source="registeredAt" showTime locales={dateLocale} options={dateTimeOptions} />
      <CustomerParcels label="passerelle.customer.parcels" />
      <CustomerNotifications label="passerelle.customer.notifications.title" />
    </SimpleShowLayout>
  </Show>
);

export default CustomerShow;

import { DataTable, DateField, List } from 'react-admin';
import { CursorPagination } from '../layout/CursorPagination';
import { dateLocale, dateTimeOptions } from '../lib/format';
import type { Customer } from './customer-schema';
import { TerritoryField } from './CustomerFields';

const Column = DataTable.Col<Customer>;

const CustomerList = () => (
  <List sort={{ field: 'registeredAt', order: 'DESC' }} perPage={25} exporter={false} pagination={<CursorPagination />}>
    <DataTable<Customer> rowClick="show" bulkActionButtons={false}>
      <Column source="lastName" disableSort />
      <Column source="firstName" disableSort />
      <Column source="email" disableSort />
      <Column source="territory" disableSort>
        <TerritoryField />
      </Column>
      <Column source="boxNumber" disableSort />
      <Column source="registeredAt" sortByOrder="DESC">
        <DateField source="registeredAt" showTime locales={dateLocale} options={dateTimeOptions} />
      </Column>
    </DataTable>
  </List>
);

export default CustomerList;

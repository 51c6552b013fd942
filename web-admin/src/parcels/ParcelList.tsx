import { DataTable, DateField, List, ReferenceField, SelectInput } from 'react-admin';
import { CursorPagination } from '../layout/CursorPagination';
import { dateLocale, dateTimeOptions } from '../lib/format';
import { ParcelEmpty } from './ParcelEmpty';
import { ParcelDescriptionField, ParcelWeightField } from './ParcelFields';
import type { AdminParcel } from './parcel-schema';
import { parcelStatusChoices } from './parcel-status';
import { ParcelStatusField } from './ParcelStatusChip';

/** The API filters by `status` and `customerId` only, and sorts by `declaredAt` only. */
const parcelFilters = [<SelectInput key="status" source="status" choices={parcelStatusChoices} alwaysOn />];

const Column = DataTable.Col<AdminParcel>;

const ParcelList = () => (
  <List
    sort={{ field: 'declaredAt', order: 'DESC' }}
    perPage={25}
    filters={parcelFilters}
    exporter={false}
    empty={<ParcelEmpty />}
    pagination={<CursorPagination />}
  >
    <DataTable<AdminParcel> rowClick="show" bulkActionButtons={false} empty={<ParcelEmpty />}>
      <Column source="trackingNumber" disableSort />
      <Column source="carrier" disableSort />
      <Column source="status" disableSort>
        <ParcelStatusField />
      </Column>
      <Column source="customerId" disableSort>
        <ReferenceField source="customerId" reference="customers" link="show" />
      </Column>
      <Column source="description" disableSort>
        <ParcelDescriptionField />
      </Column>
      <Column source="weight" disableSort>
        <ParcelWeightField />
      </Column>
      <Column source="declaredAt" sortByOrder="DESC">
        <DateField source="declaredAt" showTime locales={dateLocale} options={dateTimeOptions} />
      </Column>
      <Column source="updatedAt" disableSort>
        <DateField source="updatedAt" showTime locales={dateLocale} options={dateTimeOptions} />
      </Column>
    </DataTable>
  </List>
);

export default ParcelList;

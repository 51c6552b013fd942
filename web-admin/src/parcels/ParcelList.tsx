import { useMediaQuery, type Theme } from '@mui/material';
import { DataTable, DateField, List, ReferenceField, SelectInput, SimpleList } from 'react-admin';
import { parcelStatusLabel } from '../../../domain/parcel/parcel-labels';
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

const listDate = new Intl.DateTimeFormat(dateLocale, dateTimeOptions);

/** On a phone (390 px), one line per parcel instead of a table wider than the screen. */
const ParcelSimpleList = () => (
  <SimpleList<AdminParcel>
    primaryText={(parcel) => parcel.trackingNumber}
    secondaryText={(parcel) => `${parcelStatusLabel(parcel.status)} · ${parcel.description || 'Aucune description'}`}
    tertiaryText={(parcel) => listDate.format(new Date(parcel.declaredAt))}
    rowClick="show"
    empty={<ParcelEmpty />}
  />
);

const ParcelList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List
      sort={{ field: 'declaredAt', order: 'DESC' }}
      perPage={25}
      filters={parcelFilters}
      exporter={false}
      empty={<ParcelEmpty />}
      pagination={<CursorPagination />}
    >
      {isSmall ? <ParcelSimpleList /> : (
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
      )}
    </List>
  );
};

export default ParcelList;

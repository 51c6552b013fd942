import { useMediaQuery, type Theme } from '@mui/material';
import type { MouseEvent } from 'react';
import AddIcon from '@mui/icons-material/Add';
import PhotoCameraIcon from '@mui/icons-material/PhotoCameraOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import { Button, Stack } from '@mui/material';
import { AutocompleteInput, DateInput, FilterButton, ReferenceInput, TextInput } from 'react-admin';
import { usersResource, userDisplayName, type User } from '../users/user-schema';
import { DataTable, DateField, Link, List, SelectInput, SimpleList, TextField, TopToolbar, useCreatePath, useRecordContext } from 'react-admin';
import { useReceptionHref } from '../reception/use-reception-href';
import { ParcelCounters } from './ParcelCounters';
import { ParcelExportButton } from './ParcelExportButton';
import { ParcelPhotoCell } from './ParcelPhotoCell';
import { ParcelClientField } from './ParcelClientField';
import { parcelStatusLabel } from '../../../domain/parcel/parcel-labels';
import { CursorPagination } from '../layout/CursorPagination';
import { dateLocale, dateTimeOptions } from '../lib/format';
import { ParcelEmpty } from './ParcelEmpty';
import { ParcelDescriptionField } from './ParcelFields';
import type { AdminParcel } from './parcel-schema';
import { shownParcelStatusChoices } from './parcel-status';
import { ParcelStatusField } from './ParcelStatusChip';
import { PutAwayBulkButton } from './PutAwayBulkButton';
import { parcelPageParams } from './parcel-page-params';

/**
 * The API filters by tracking-number prefix, `status`, `customerId` and creation days, and sorts by
 * `declaredAt` only. A client is searched by name, e-mail, reference or phone in the Client filter
 * (the users search), and the list then shows that client's parcels.
 */
const parcelFilters = [
  // Reception: search by the beginning of a tracking number, client, creation days
  <TextInput key="q" source="q" label="Numéro de suivi" placeholder="Rechercher un numéro de suivi" alwaysOn resettable />,
  <SelectInput key="status" source="status" choices={shownParcelStatusChoices} alwaysOn />,
  <ReferenceInput key="customerId" source="customerId" reference={usersResource} alwaysOn>
    <AutocompleteInput label="Client (nom, e-mail, référence)" optionText={(user: User) => `${userDisplayName(user)} · ${user.email}`} filterToQuery={(q: string) => ({ q })} />
  </ReferenceInput>,
  <DateInput key="declaredFrom" source="declaredFrom" label="Créé à partir du" />,
  <DateInput key="declaredTo" source="declaredTo" label="Créé jusqu’au" />,
];

const Column = DataTable.Col<AdminParcel>;

const listDate = new Intl.DateTimeFormat(dateLocale, dateTimeOptions);

/**
 * On a phone (390 px), one item per parcel instead of a table wider than the screen. The date has a
 * line of its own: beside a long tracking number it ran into it.
 */
const ParcelSimpleList = () => (
  <SimpleList<AdminParcel>
    primaryText={(parcel) => parcel.trackingNumber}
    leftAvatar={(parcel) => (parcel.firstThumbnailUrl ? <img src={parcel.firstThumbnailUrl} alt="" width={40} height={40} style={{ objectFit: 'cover' }} /> : <PhotoCameraIcon />)}
    secondaryText={(parcel) => (
      <>
        {`${parcelStatusLabel(parcel.status)} · ${parcel.photoCount} photo(s) · ${parcel.description || 'Aucune description'}`}
        <br />
        {listDate.format(new Date(parcel.declaredAt))}
      </>
    )}
    rowClick="show"
    empty={<ParcelEmpty />}
  />
);

/** "Gérer" (spec 3, section 2.3): the parcel page in edit mode. */
const ManageButton = () => {
  const parcel = useRecordContext<AdminParcel>();
  const createPath = useCreatePath();
  if (!parcel) return null;
  const search = parcelPageParams.write({ tab: 'details', editing: true }).toString();
  return (
    <Button
      component={Link}
      to={`${createPath({ resource: 'parcels', id: parcel.id, type: 'show' })}?${search}`}
      size="small"
      startIcon={<EditIcon />}
      onClick={(event: MouseEvent) => event.stopPropagation()}
    >
      Gérer
    </Button>
  );
};

// Reception: record a reception, export the filtered list.
const ParcelListActions = () => {
  const receptionHref = useReceptionHref();
  return (
    // On a phone the three actions take two lines rather than widening the page; on a laptop they stay on one.
    <TopToolbar sx={{ flexWrap: { xs: 'wrap', md: 'nowrap' }, rowGap: 1 }}>
      <FilterButton />
      <Button component={Link} to={receptionHref} variant="contained" size="small" startIcon={<AddIcon />}>
        Enregistrer une réception
      </Button>
      <ParcelExportButton />
    </TopToolbar>
  );
};

const ParcelList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  // The last change's date only where the window has room for it besides the client's whole e-mail (the parcel page shows it).
  const isWide = useMediaQuery<Theme>((theme) => theme.breakpoints.up('xl'));
  return (
    <List
      sort={{ field: 'declaredAt', order: 'DESC' }}
      perPage={25}
      filters={parcelFilters}
      exporter={false}
      actions={<ParcelListActions />}
      empty={<ParcelEmpty />}
      pagination={<CursorPagination />}
    >
      <ParcelCounters />
      {isSmall ? <ParcelSimpleList /> : (
        // Seven columns and a client's whole e-mail in a laptop's width (1280 px): half the cells' usual side padding.
        <DataTable<AdminParcel> rowClick="show" bulkActionButtons={<PutAwayBulkButton />} empty={<ParcelEmpty />} sx={{ '& .MuiTableCell-root': { px: 1 } }}>
          <Column source="trackingNumber" label="Numéro de suivi et statut" disableSort>
            <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
              <TextField source="trackingNumber" />
              <ParcelStatusField />
            </Stack>
          </Column>
          <Column source="photoCount" label="Photos" disableSort>
            <ParcelPhotoCell />
          </Column>
          <Column source="customerId" disableSort>
            <ParcelClientField />
          </Column>
          <Column source="description" disableSort>
            <ParcelDescriptionField />
          </Column>
          <Column source="declaredAt" sortByOrder="DESC">
            <DateField source="declaredAt" showTime locales={dateLocale} options={dateTimeOptions} />
          </Column>
          {isWide && (
            <Column source="updatedAt" disableSort>
              <DateField source="updatedAt" showTime locales={dateLocale} options={dateTimeOptions} />
            </Column>
          )}
          {/* a click on the row shows the parcel: « Gérer » opens it to be edited */}
          <Column label="Actions" disableSort>
            <ManageButton />
          </Column>
        </DataTable>
      )}
    </List>
  );
};

export default ParcelList;

import { useMediaQuery, type Theme } from '@mui/material';
import {
  SimpleList,
  DataTable,
  DateField,
  List,
  NumberField,
  RefreshButton,
  SearchInput,
  SelectInput,
  TopToolbar,
  useCreatePath,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { emailStatusFilters, subscriptionFilters } from '../../../domain/customer/customer-views';
import { CursorPagination } from '../layout/CursorPagination';
import { dateLocale, parisDateOptions } from '../lib/format';
import { UserContactField, UserIdentityField, UserSubscriptionField } from './UserFields';
import { UserCounters } from './UserCounters';
import { SearchLimitNotice, UsersEmpty, UsersLoadError, UsersLoading, UsersNoResult } from './UserListStates';
import type { User } from './user-schema';

const emailStatusChoices = emailStatusFilters.map((id) => ({ id, name: `passerelle.users.filters.email_status.${id}` }));
const subscriptionChoices = subscriptionFilters.map((id) => ({ id, name: `passerelle.users.filters.subscription.${id}` }));

const UserListActions = () => (
  <TopToolbar>
    <RefreshButton />
  </TopToolbar>
);

const Column = DataTable.Col<User>;

/**
 * /admin/utilisateurs (spec 3, section 2.7). The API answers a search in one page, and pages the
 * unsearched list by cursor: filters and search are sent as they are, the server does the rest.
 */
const UserList = () => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  // On a phone (390 px), one line per person instead of a table wider than the screen.
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const showCustomer = (id: Identifier) => createPath({ resource: 'customers', id, type: 'show' });
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('passerelle.users.search')} sx={{ width: 420, maxWidth: '100%' }} />,
    <SelectInput
      key="emailStatus"
      source="emailStatus"
      label="passerelle.users.filters.email_status.label"
      choices={emailStatusChoices}
      emptyText="passerelle.users.filters.all"
      alwaysOn
      sx={{ minWidth: 200 }}
    />,
    <SelectInput
      key="subscription"
      source="subscription"
      label="passerelle.users.filters.subscription.label"
      choices={subscriptionChoices}
      emptyText="passerelle.users.filters.all"
      alwaysOn
      sx={{ minWidth: 200 }}
    />,
  ];
  return (
    <>
      <UserCounters />
      <List
        title="passerelle.users.title"
        sort={{ field: 'registeredAt', order: 'DESC' }}
        perPage={25}
        filters={filters}
        actions={<UserListActions />}
        exporter={false}
        loading={<UsersLoading />}
        empty={<UsersEmpty />}
        error={<UsersLoadError />}
        pagination={<CursorPagination />}
      >
        <SearchLimitNotice />
        {isSmall ? (
          <SimpleList<User>
            primaryText={(user) => [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email}
            secondaryText={(user) => `${user.email}${user.emailConfirmed ? ' ✓' : ''} · ${user.phone}`}
            tertiaryText={(user) => user.clientReference}
            rowClick={showCustomer}
            empty={<UsersNoResult />}
          />
        ) : (
          <DataTable<User>
            rowClick={showCustomer}
            bulkActionButtons={false}
            empty={<UsersNoResult />}
          >
            <Column source="user" label="resources.utilisateurs.fields.user" disableSort>
              <UserIdentityField />
            </Column>
            <Column source="contact" label="resources.utilisateurs.fields.contact" disableSort>
              <UserContactField />
            </Column>
            <Column source="subscription" disableSort>
              <UserSubscriptionField />
            </Column>
            <Column source="parcelCount" disableSort align="right">
              <NumberField source="parcelCount" locales="fr-FR" />
            </Column>
            <Column source="registeredAt" sortByOrder="DESC">
              <DateField source="registeredAt" locales={dateLocale} options={parisDateOptions} />
            </Column>
          </DataTable>
        )}
      </List>
    </>
  );
};

export default UserList;

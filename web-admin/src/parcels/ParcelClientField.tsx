import { Typography } from '@mui/material';
import { ReferenceField, useRecordContext } from 'react-admin';
import { customerFullName, type Customer } from '../customers/customer-schema';
import { EmailText } from '../layout/EmailText';

const NameAndEmail = () => {
  const customer = useRecordContext<Customer>();
  if (!customer) return null;
  return (
    <>
      <Typography variant="body2">{customerFullName(customer)}</Typography>
      <EmailText email={customer.email} />
    </>
  );
};

/**
 * The parcel's client, name and e-mail as they are now: one batch read of the page's clients
 * (react-admin's getMany), so a renamed client never shows an old name.
 */
export const ParcelClientField = () => (
  <ReferenceField source="customerId" reference="customers" link="show">
    <NameAndEmail />
  </ReferenceField>
);

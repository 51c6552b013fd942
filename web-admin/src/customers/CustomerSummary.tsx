import MailOutlineIcon from '@mui/icons-material/EmailOutlined';
import PersonIcon from '@mui/icons-material/PersonOutlined';
import { Button, Stack, Typography } from '@mui/material';
import { Link, useCreatePath, useRecordContext, useTranslate } from 'react-admin';
import { customerFullName, type Customer } from './customer-schema';
import { TerritoryField } from './CustomerFields';

/** Who the parcel belongs to, with the ways to reach them (parcel page). */
export const CustomerSummary = () => {
  const customer = useRecordContext<Customer>();
  const translate = useTranslate();
  const createPath = useCreatePath();
  if (!customer) return null;
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
        {customerFullName(customer)}
      </Typography>
      <Typography variant="body2">{customer.email}</Typography>
      {customer.phone && <Typography variant="body2">{customer.phone}</Typography>}
      <Typography variant="body2" color="text.secondary">
        {translate('resources.customers.fields.boxNumber')} : {customer.boxNumber} · <TerritoryField />
      </Typography>
      <Stack direction="row" spacing={1} sx={{ pt: 1, flexWrap: 'wrap' }}>
        <Button
          component={Link}
          to={createPath({ resource: 'customers', id: customer.id, type: 'show' })}
          size="small"
          startIcon={<PersonIcon />}
        >
          {translate('passerelle.customer.view')}
        </Button>
        <Button component="a" href={`mailto:${customer.email}`} size="small" startIcon={<MailOutlineIcon />}>
          {translate('passerelle.customer.write_email')}
        </Button>
      </Stack>
    </Stack>
  );
};

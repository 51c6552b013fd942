import { Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Customer } from './customer-schema';

export const TerritoryField = (_props: { label?: string }) => {
  const customer = useRecordContext<Customer>();
  const translate = useTranslate();
  if (!customer) return null;
  return (
    <Typography component="span" variant="body2">
      {translate(`passerelle.customer.territory.${customer.territory}`, { _: customer.territory })}
    </Typography>
  );
};

export const RoleField = (_props: { label?: string }) => {
  const customer = useRecordContext<Customer>();
  const translate = useTranslate();
  if (!customer) return null;
  return (
    <Typography component="span" variant="body2">
      {translate(`passerelle.customer.role.${customer.role}`, { _: customer.role })}
    </Typography>
  );
};

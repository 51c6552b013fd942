import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Chip, Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { EmailText } from '../layout/EmailText';
import { userDisplayName, type User } from './user-schema';

/** Name (or e-mail) and client reference. */
export const UserIdentityField = (_props: { label?: string }) => {
  const user = useRecordContext<User>();
  if (!user) return null;
  return (
    <Stack spacing={0.25}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {userDisplayName(user)}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
        {user.clientReference}
      </Typography>
    </Stack>
  );
};

/** E-mail with a tick once confirmed, and phone. */
export const UserContactField = (_props: { label?: string }) => {
  const user = useRecordContext<User>();
  const translate = useTranslate();
  if (!user) return null;
  return (
    <Stack spacing={0.25}>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        <EmailText email={user.email} variant="body2" />
        {user.emailConfirmed && (
          <CheckCircleIcon
            color="success"
            sx={{ fontSize: 16 }}
            titleAccess={translate('passerelle.users.email_confirmed')}
            aria-label={translate('passerelle.users.email_confirmed')}
            aria-hidden={false}
          />
        )}
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {user.phone || translate('passerelle.users.no_phone')}
      </Typography>
    </Stack>
  );
};

/** Gratuit or Premium, and whether the plan is in effect. */
export const UserSubscriptionField = (_props: { label?: string }) => {
  const user = useRecordContext<User>();
  const translate = useTranslate();
  if (!user) return null;
  const premium = user.subscription !== 'free';
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
      <Chip
        size="small"
        color={premium ? 'secondary' : 'default'}
        label={translate(`passerelle.users.subscription.${premium ? 'premium' : 'free'}`)}
      />
      <Chip
        size="small"
        variant="outlined"
        color={user.subscriptionActive ? 'success' : 'default'}
        label={translate(user.subscriptionActive ? 'passerelle.users.subscription_active' : 'passerelle.users.subscription_inactive')}
      />
    </Stack>
  );
};

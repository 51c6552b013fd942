import LockIcon from '@mui/icons-material/LockOutlined';
import { Box, Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { customerSpaceUrl } from '../config';
import { signInAsStaff } from '../providers/auth-provider';

/** Shown to a signed-in customer who is not an administrator (spec 3, section 2.2). */
export const AccessDeniedPage = () => {
  const translate = useTranslate();
  const [leaving, setLeaving] = useState(false);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}>
      <Card sx={{ maxWidth: 520 }}>
        <CardContent sx={{ textAlign: 'center' }}>
          <LockIcon color="error" sx={{ fontSize: 48 }} />
          <Typography variant="h5" component="h1" gutterBottom>
            {translate('passerelle.auth.access_denied_title')}
          </Typography>
          <Typography variant="body1">{translate('passerelle.auth.access_denied_text')}</Typography>
        </CardContent>
        <CardActions sx={{ justifyContent: 'center', flexWrap: 'wrap', gap: 1, pb: 2 }}>
          <Button variant="contained" onClick={() => window.location.assign(customerSpaceUrl)}>
            {translate('passerelle.auth.back')}
          </Button>
          <Button
            disabled={leaving}
            onClick={() => {
              setLeaving(true);
              void signInAsStaff();
            }}
          >
            {translate('passerelle.auth.sign_in_as_admin')}
          </Button>
        </CardActions>
      </Card>
    </Box>
  );
};

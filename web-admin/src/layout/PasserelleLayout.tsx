import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { AppBar, Layout, TitlePortal } from 'react-admin';
import { passerelleColours } from './theme';

/** The product's mark in the app bar: the « P » badge and the name, as on the customer site. */
const PasserelleMark = () => (
  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mr: 2 }} aria-label="Passerelle">
    <Box
      component="span"
      aria-hidden
      sx={{
        width: 28,
        height: 28,
        borderRadius: 1,
        display: 'grid',
        placeItems: 'center',
        fontWeight: 700,
        bgcolor: '#ffffff',
        color: passerelleColours.navy,
      }}
    >
      P
    </Box>
    <Box component="span" sx={{ fontWeight: 700, display: { xs: 'none', sm: 'inline' } }}>
      Passerelle
    </Box>
  </Box>
);

const PasserelleAppBar = () => (
  <AppBar color="primary">
    <PasserelleMark />
    <TitlePortal />
  </AppBar>
);

export const PasserelleLayout = ({ children }: { children: ReactNode }) => <Layout appBar={PasserelleAppBar}>{children}</Layout>;

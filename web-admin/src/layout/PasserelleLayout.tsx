import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { AppBar, Layout, Menu, TitlePortal, useBasename, useTranslate } from 'react-admin';
import { adminFeatures } from '../features';
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

/** The resources' entries, then the features' own pages (statistics...), in the features' order. */
const PasserelleMenu = () => {
  const translate = useTranslate();
  // A menu entry's `to` is a path of the router, which react-admin does not prefix with its basename.
  const basename = useBasename();
  return (
    <Menu>
      <Menu.ResourceItems />
      {adminFeatures.flatMap((feature) =>
        feature.menu ? [<Menu.Item key={feature.menu.to} to={`${basename}${feature.menu.to}`} primaryText={translate(feature.menu.label)} leftIcon={<feature.menu.icon />} />] : [],
      )}
    </Menu>
  );
};

export const PasserelleLayout = ({ children }: { children: ReactNode }) => (
  <Layout appBar={PasserelleAppBar} menu={PasserelleMenu}>
    {children}
  </Layout>
);

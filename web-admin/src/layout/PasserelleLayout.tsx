import HomeIcon from '@mui/icons-material/HomeOutlined';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { Box, Button, Chip } from '@mui/material';
import type { ComponentType, ReactNode } from 'react';
import { AppBar, Layout, Menu, TitlePortal, UserMenu, useBasename, useGetIdentity, useTranslate } from 'react-admin';
import { adminFeatures } from '../features';
import { adminMenu } from '../menu';
import { DocumentTitle } from './DocumentTitle';
import { passerelleColours } from './theme';

/**
 * The user menu's button is named after the person it shows: react-admin names it « Profil » whatever
 * text it draws (the signed-in person's name on a laptop), a name that must contain what is seen.
 */
const PasserelleUserMenu = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  return <UserMenu label={identity?.fullName ? translate('passerelle.layout.user_menu', { name: identity.fullName }) : 'ra.auth.user_menu'} />;
};

/**
 * The product's mark in the app bar: the « P » badge and the name, as on the customer site. An image
 * named « Passerelle » (a name on a plain box is not allowed), whose name stays when a phone hides the word.
 */
const PasserelleMark = () => (
  <Box role="img" aria-label="Passerelle" sx={{ display: 'flex', alignItems: 'center', gap: 1, mr: 2 }}>
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

/** The customer site's own space (spec 3, section 2.3): a plain link, it is another app than this one. */
export const customerSpaceHref = '/dashboard';

/**
 * « Administration › <page> » (spec 3, sections 2.2 and 2.3): the back office's heading, with the page's
 * own title (react-admin's `<Title>`) after it; the Admin badge; the way to the customer space.
 */
const PasserelleAppBar = () => {
  const translate = useTranslate();
  return (
    <AppBar color="primary" userMenu={<PasserelleUserMenu />}>
      <PasserelleMark />
      <Box
        component="nav"
        aria-label={translate('passerelle.layout.breadcrumb')}
        sx={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'center', gap: 1, overflow: 'hidden', whiteSpace: 'nowrap' }}
      >
        <Box component="span" sx={{ fontWeight: 600, display: { xs: 'none', md: 'inline' } }}>
          {translate('passerelle.layout.administration')}
        </Box>
        <Box component="span" aria-hidden sx={{ display: { xs: 'none', md: 'inline' } }}>
          ›
        </Box>
        <TitlePortal />
        <DocumentTitle />
      </Box>
      <Chip label={translate('passerelle.layout.admin_badge')} size="small" sx={{ mx: 1, bgcolor: '#ffffff', color: passerelleColours.navy, fontWeight: 700, display: { xs: 'none', sm: 'inline-flex' } }} />
      <Button
        href={customerSpaceHref}
        color="inherit"
        size="small"
        startIcon={<StorefrontIcon />}
        aria-label={translate('passerelle.layout.customer_space_label')}
        sx={{ whiteSpace: 'nowrap', minWidth: 0, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
      >
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {translate('passerelle.layout.customer_space')}
        </Box>
      </Button>
    </AppBar>
  );
};

/** A menu entry's icon: its resource's, or that of the feature whose page it opens. */
const menuIconOf = (to: string): ComponentType | undefined => {
  for (const feature of adminFeatures) {
    if (feature.resource && `/${feature.resource.name}` === to) return feature.resource.icon;
    if (feature.routes?.some((route) => route.path === to)) return feature.menuIcon;
  }
  return undefined;
};

/** The staff home, then the sections of `menu.ts` in their order (the home's quick links are the same list). */
const PasserelleMenu = () => {
  // A menu entry's `to` is a path of the router, which react-admin does not prefix with its basename.
  const basename = useBasename();
  return (
    <Menu>
      <Menu.Item to={`${basename}/`} primaryText="Accueil" leftIcon={<HomeIcon />} />
      {adminMenu.map((entry) => {
        const Icon = menuIconOf(entry.to);
        return <Menu.Item key={entry.to} to={`${basename}${entry.to}`} primaryText={entry.label} leftIcon={Icon ? <Icon /> : undefined} />;
      })}
    </Menu>
  );
};

export const PasserelleLayout = ({ children }: { children: ReactNode }) => (
  <Layout appBar={PasserelleAppBar} menu={PasserelleMenu}>
    {children}
  </Layout>
);

import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

/** The product's colours (the customer site's navy and blue), in place of react-admin's stock blue. */
export const passerelleColours = { navy: '#12355b', blue: '#1f5fa8' } as const;

type LabelledOwner = { 'aria-label'?: string };

/**
 * Names every screen reader needs, whichever component draws them. A checkbox is named on its input:
 * react-admin's row checkbox gives its « Sélectionner cette ligne » to MUI's Checkbox, which puts it on
 * its root (a plain span, where the attribute is not allowed) and leaves the input unnamed. A progress
 * indicator without a name of its own (react-admin's loading indicator, a list's loading bar) says what
 * it is.
 */
const accessibleComponents: RaThemeOptions['components'] = {
  MuiCheckbox: {
    defaultProps: {
      slotProps: {
        root: (owner: LabelledOwner) => (owner['aria-label'] === undefined ? {} : { 'aria-label': undefined }),
        input: (owner: LabelledOwner) => (owner['aria-label'] === undefined ? {} : { 'aria-label': owner['aria-label'] }),
      },
    },
  },
  MuiCircularProgress: { defaultProps: { 'aria-label': 'Chargement en cours' } },
  MuiLinearProgress: { defaultProps: { 'aria-label': 'Chargement en cours' } },
};

const withPasserelleLook = (base: RaThemeOptions, palette: { primary: string; secondary: string }): RaThemeOptions => ({
  ...base,
  palette: { ...base.palette, primary: { main: palette.primary }, secondary: { main: palette.secondary } },
  components: { ...base.components, ...accessibleComponents },
});

export const passerelleLightTheme = withPasserelleLook(defaultLightTheme, { primary: passerelleColours.navy, secondary: passerelleColours.blue });
export const passerelleDarkTheme = withPasserelleLook(defaultDarkTheme, { primary: '#8fb4e6', secondary: '#5b8fd6' });

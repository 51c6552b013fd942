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

type Look = { primary: string; secondary: string; info?: string; warning?: string };

const withPasserelleLook = (base: RaThemeOptions, { primary, secondary, ...statuses }: Look): RaThemeOptions => ({
  ...base,
  palette: {
    ...base.palette,
    // The text on a coloured surface is white or black, whichever reaches 4.5:1 (MUI's default asks 3:1).
    contrastThreshold: 4.5,
    primary: { main: primary },
    secondary: { main: secondary },
    ...Object.fromEntries(Object.entries(statuses).map(([name, main]) => [name, { main }])),
  },
  components: { ...base.components, ...accessibleComponents },
});

/**
 * On a light background the status chips (« Stocké », « En attente »…) carry white text: MUI's own info
 * and warning blues and oranges give it 3.9:1 and 3.1:1, under the 4.5:1 small text needs; these give 4.8
 * and 5.0.
 */
export const passerelleLightTheme = withPasserelleLook(defaultLightTheme, {
  primary: passerelleColours.navy,
  secondary: passerelleColours.blue,
  info: '#0277bd',
  warning: '#b45309',
});
export const passerelleDarkTheme = withPasserelleLook(defaultDarkTheme, { primary: '#8fb4e6', secondary: '#5b8fd6' });

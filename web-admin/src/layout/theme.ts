import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

/** The product's colours (the customer site's navy and blue), in place of react-admin's stock blue. */
export const passerelleColours = { navy: '#12355b', blue: '#1f5fa8' } as const;

const withPasserelleColours = (base: RaThemeOptions): RaThemeOptions => ({
  ...base,
  palette: {
    ...base.palette,
    primary: { main: passerelleColours.navy },
    secondary: { main: passerelleColours.blue },
  },
});

export const passerelleLightTheme = withPasserelleColours(defaultLightTheme);
export const passerelleDarkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  palette: { ...defaultDarkTheme.palette, primary: { main: '#8fb4e6' }, secondary: { main: '#5b8fd6' } },
};

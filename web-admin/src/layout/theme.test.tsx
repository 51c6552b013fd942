import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import { createTheme, getContrastRatio, ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { passerelleDarkTheme, passerelleLightTheme } from './theme';

const themes = [
  { name: 'light', theme: passerelleLightTheme },
  { name: 'dark', theme: passerelleDarkTheme },
];

describe.each(themes)('the back office’s $name theme', ({ theme }) => {
  const renderIn = (node: ReactNode) => render(<ThemeProvider theme={createTheme(theme)}>{node}</ThemeProvider>);

  it('writes the text of every coloured chip and button at 4.5:1 at least (status chips: stocké, en attente…)', () => {
    const { palette } = createTheme(theme);
    const ratios = (['primary', 'secondary', 'info', 'success', 'warning', 'error'] as const).map((name) => [name, Math.round(getContrastRatio(palette[name].main, palette[name].contrastText) * 100) / 100]);
    expect(ratios.filter(([, ratio]) => (ratio as number) < 4.5)).toEqual([]);
  });

  it('names a checkbox on its input, not on the box around it (react-admin’s row checkbox)', () => {
    const { container } = renderIn(<Checkbox aria-label="Sélectionner cette ligne" />);
    expect(screen.getByRole('checkbox', { name: 'Sélectionner cette ligne' }).tagName).toBe('INPUT');
    expect(container.querySelectorAll('[aria-label]')).toHaveLength(1);
  });

  it('leaves a checkbox named otherwise as it is', () => {
    renderIn(<Checkbox slotProps={{ input: { 'aria-label': 'Tout sélectionner' } }} />);
    expect(screen.getByRole('checkbox', { name: 'Tout sélectionner' }).tagName).toBe('INPUT');
  });

  it('names the progress indicators that have no name of their own, and keeps the names given', () => {
    renderIn(
      <>
        <LinearProgress />
        <CircularProgress />
        <CircularProgress aria-label="Chargement de l’historique" />
      </>,
    );
    expect(screen.getAllByRole('progressbar', { name: 'Chargement en cours' })).toHaveLength(2);
    screen.getByRole('progressbar', { name: 'Chargement de l’historique' });
  });
});

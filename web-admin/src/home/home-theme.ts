/**
 * The home's light or dark look, as react-admin chooses it for the sections: the person's choice kept in
 * react-admin's store (`RaStore.theme`, set by its theme toggle), else the system's preference.
 */
export const homeTheme = (): 'light' | 'dark' => {
  try {
    const chosen: unknown = JSON.parse(localStorage.getItem('RaStore.theme') ?? 'null');
    if (chosen === 'light' || chosen === 'dark') return chosen;
  } catch {
    // an unreadable choice is no choice
  }
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
};

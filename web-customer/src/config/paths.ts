/** Every route of the app in one place, with the function that builds its address. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  login: {
    path: '/connexion',
    getHref: (redirectTo?: string) =>
      redirectTo ? `/connexion?redirect=${encodeURIComponent(redirectTo)}` : '/connexion',
  },
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  parcels: { path: '/packages', getHref: () => '/packages' },
  declareParcel: { path: '/declarer-colis', getHref: () => '/declarer-colis' },
  tracking: {
    path: '/suivi',
    getHref: (trackingNumber?: string) =>
      trackingNumber ? `/suivi?tracking=${encodeURIComponent(trackingNumber)}` : '/suivi',
  },
} as const;

/** Where a signed-in customer lands when no other target was asked for. */
export const defaultSignedInPath = paths.dashboard.getHref();

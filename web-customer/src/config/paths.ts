/** Every route of the app in one place, with the function that builds its address. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  pricing: { path: '/tarifs', getHref: () => '/tarifs' },
  calculator: { path: '/calculateur', getHref: () => '/calculateur' },
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
  help: { path: '/aide', getHref: () => '/aide' },
  faq: { path: '/faq', getHref: () => '/faq' },
  contact: { path: '/contact', getHref: () => '/contact' },
  newsletterConfirmation: { path: '/newsletter/confirmation', getHref: () => '/newsletter/confirmation' },
  newsletterUnsubscribe: { path: '/newsletter/desinscription', getHref: () => '/newsletter/desinscription' },
  blog: { path: '/blog', getHref: () => '/blog' },
  blogArticle: { path: '/blog/:slug', getHref: (slug: string) => `/blog/${encodeURIComponent(slug)}` },
  terms: { path: '/cgv', getHref: () => '/cgv' },
  privacy: { path: '/confidentialite', getHref: () => '/confidentialite' },
  legalNotice: { path: '/mentions-legales', getHref: () => '/mentions-legales' },
} as const;

/** Where a signed-in customer lands when no other target was asked for. */
export const defaultSignedInPath = paths.dashboard.getHref();

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
  /** The forgot-password view of the login page, reachable by its address (links of the reset page). */
  forgotPassword: { path: '/connexion', getHref: () => '/connexion?vue=mot-de-passe-oublie' },
  register: { path: '/inscription', getHref: () => '/inscription' },
  /** Target of the confirmation e-mail's link: `?c=<customerId>&t=<token>`. */
  confirmEmail: { path: '/confirmer-email', getHref: () => '/confirmer-email' },
  /** Target of the password-reset e-mail's link: `?c=<customerId>&t=<token>`. */
  resetPassword: { path: '/reset-password', getHref: () => '/reset-password' },
  /** Target of the link sent to a new address: `?c=<customerId>&t=<token>`. */
  confirmEmailChange: { path: '/confirmer-nouvel-email', getHref: () => '/confirmer-nouvel-email' },
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  account: { path: '/compte', getHref: () => '/compte' },
  parcels: { path: '/packages', getHref: () => '/packages' },
  declareParcel: { path: '/declarer-colis', getHref: () => '/declarer-colis' },
  /** "Expédier": the request for a stored parcel (`?colis=<parcelId>`) to leave, with others in the same box if wanted. */
  shipParcels: { path: '/expedier', getHref: (parcelId: string) => `/expedier?colis=${encodeURIComponent(parcelId)}` },
  quotes: { path: '/devis', getHref: () => '/devis' },
  /** The public page of the return service (prerendered). */
  returnsService: { path: '/retour-colis-dom-tom', getHref: () => '/retour-colis-dom-tom' },
  /** Returns to mainland France: the customer's requests and the form (`?payment=success|cancel` back from Stripe). */
  returns: { path: '/gestion-retour', getHref: () => '/gestion-retour' },
  /** Premium: subscribe (`?formule=annuel` opens on the yearly plan) or manage the subscription. */
  subscription: {
    path: '/abonnement',
    getHref: (billing?: 'mensuel' | 'annuel') => (billing ? `/abonnement?formule=${billing}` : '/abonnement'),
  },
  /** Buy for me: the service's prices, the request form and the customer's requests. */
  buyForMe: { path: '/achat-pour-moi', getHref: () => '/achat-pour-moi' },
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

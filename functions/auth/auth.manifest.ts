import type { HandlerEntry } from '../platform/handler-entry';

/** Accounts and sessions: registration, the links of the mails, sign-in and sign-out, password reset. */
export const authHandlers: readonly HandlerEntry[] = [
  {
    name: 'register',
    entry: 'functions/auth/register.ts',
    description: 'Inscription (compte, événement, email de confirmation)',
    trigger: { kind: 'http', method: 'POST', path: '/api/auth/register', access: 'public' },
    permissions: { eventStore: 'append', userPool: 'manage', mail: 'send', readModels: { rateLimits: 'write', reservations: 'write' } },
  },
  {
    name: 'resend-confirmation',
    entry: 'functions/auth/resend-confirmation.ts',
    description: "Renvoie l'email de confirmation",
    trigger: { kind: 'http', method: 'POST', path: '/api/auth/resend-confirmation', access: 'public' },
    permissions: { eventStore: 'append', mail: 'send', readModels: { rateLimits: 'write', reservations: 'write' } },
  },
  {
    name: 'confirm-email',
    entry: 'functions/auth/confirm-email.ts',
    description: "Confirme l'email et attribue l'adresse française",
    trigger: { kind: 'http', method: 'POST', path: '/api/auth/confirm-email', access: 'public' },
    permissions: { eventStore: 'append', userPool: 'manage', readModels: { reservations: 'write' } },
  },
  {
    name: 'sign-in',
    entry: 'functions/auth/sign-in.ts',
    description: 'Ouvre une session (cookies httpOnly, session côté serveur)',
    trigger: { kind: 'http', method: 'POST', path: '/api/auth/login', access: 'public' },
    permissions: { userPool: 'sign-in', eventStore: 'read', readModels: { customers: 'read', rateLimits: 'write', secondFactors: 'write' } },
  },
  {
    name: 'second-factor',
    entry: 'functions/auth/second-factor.ts',
    description: 'Double authentification du personnel : code de l’application, code de secours, enrôlement',
    trigger: { kind: 'http', method: 'POST', path: '/api/auth/second-factor', access: 'public' },
    permissions: { userPool: 'manage', eventStore: 'read', readModels: { customers: 'read', rateLimits: 'write', secondFactors: 'write' } },
  },
  {
    name: 'sign-out',
    entry: 'functions/auth/sign-out.ts',
    description: 'Ferme la session sur le serveur et révoque le jeton de rafraîchissement',
    trigger: { kind: 'http', method: 'POST', path: '/api/auth/logout', access: 'customer' },
    permissions: {},
  },
  {
    name: 'forgot-password',
    entry: 'functions/auth/forgot-password.ts',
    description: 'Envoie un lien de réinitialisation du mot de passe',
    trigger: { kind: 'http', method: 'POST', path: '/api/auth/forgot-password', access: 'public' },
    permissions: { eventStore: 'append', mail: 'send', readModels: { rateLimits: 'write', reservations: 'write' } },
  },
  {
    name: 'reset-password',
    entry: 'functions/auth/reset-password.ts',
    description: 'Nouveau mot de passe par le lien du mail, puis connexion',
    trigger: { kind: 'http', method: 'POST', path: '/api/auth/reset-password', access: 'public' },
    permissions: { eventStore: 'append', userPool: 'manage', readModels: { customers: 'read' } },
  },
  {
    name: 'confirm-email-change',
    entry: 'functions/auth/confirm-email-change.ts',
    description: 'Confirme la nouvelle adresse email',
    trigger: { kind: 'http', method: 'POST', path: '/api/auth/confirm-email-change', access: 'public' },
    permissions: { eventStore: 'append', userPool: 'manage', mail: 'send', readModels: { reservations: 'write' } },
  },
];

import type { HandlerEntry } from '../manifest';

/** Sessions: sign-in and sign-out. */
export const authHandlers: readonly HandlerEntry[] = [
  {
    name: 'sign-in',
    entry: 'functions/auth/sign-in.ts',
    description: 'Ouvre une session (cookies httpOnly)',
    trigger: { kind: 'http', method: 'POST', path: '/api/auth/login', access: 'public' },
    permissions: { userPool: 'sign-in', readModels: { customers: 'read' } },
  },
  {
    name: 'sign-out',
    entry: 'functions/auth/sign-out.ts',
    description: 'Ferme la session',
    trigger: { kind: 'http', method: 'POST', path: '/api/auth/logout', access: 'public' },
    permissions: {},
  },
];

import { beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { manifest, type Access } from '../../functions/manifest';
import { createApiClient, type ApiClient } from '../../infra/local/api-client';
import { signInDemoAccounts } from '../support/signed-in';

const runtime = inject('runtime');

/**
 * The access level a route declares in the manifest is the one its handler enforces: every HTTP
 * route of the manifest is called by a visitor, a customer and a staff member, and each gets in
 * exactly where the manifest says.
 */
const routes = manifest.flatMap((entry) => (entry.trigger.kind === 'http' ? [{ name: entry.name, ...entry.trigger }] : []));
type Caller = 'visitor' | 'customer' | 'staff';
const allowed: Record<Access, readonly Caller[]> = {
  public: ['visitor', 'customer', 'staff'],
  customer: ['customer', 'staff'],
  admin: ['staff'],
};
const refusal: Record<Caller, number> = { visitor: 401, customer: 403, staff: 403 };

describe('route access, from the manifest', () => {
  let callers: Record<Caller, ApiClient>;
  const signIn = async () => {
    const { customer, admin } = await signInDemoAccounts(runtime);
    callers = { visitor: createApiClient(runtime.site), customer, staff: admin };
  };
  beforeAll(signIn);
  // Sessions that still work before each route: the sign-out route ends the ones it is called with.
  beforeEach(async () => {
    const answers = await Promise.all([callers.customer.request('GET', '/api/me', {}), callers.staff.request('GET', '/api/me', {})]);
    if (answers.some((answer) => answer.status !== 200)) await signIn();
  });

  it('covers every HTTP route of the manifest, each of the three access levels used', () => {
    expect(new Set(routes.map((route) => route.access))).toEqual(new Set(['public', 'customer', 'admin']));
  });

  for (const route of routes) {
    it(`${route.method} ${route.path} (${route.access}) lets in ${allowed[route.access].join(', ')} only`, async () => {
      // An id that exists nowhere and an empty body: what matters is whether the caller got past the access check.
      const path = route.path.replace(/\{\w+\}/g, 'introuvable');
      for (const caller of ['visitor', 'customer', 'staff'] as const) {
        const response = await callers[caller].request(route.method, path, route.method === 'GET' ? {} : { json: {} });
        if (allowed[route.access].includes(caller)) expect([401, 403], `${caller} → ${response.status}`).not.toContain(response.status);
        else expect(response.status, `${caller} → ${response.status}`).toBe(refusal[caller]);
      }
    });
  }
});

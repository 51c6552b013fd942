import { createApiClient } from '../../infra/local/api-client';
import type { RuntimeUnderTest } from './runtime-process';

/**
 * The demo customer and admin, each signed in with a cookie jar of their own; this test process
 * also gets the runtime's environment, to read the event store directly.
 */
export const signInDemoAccounts = async (runtime: RuntimeUnderTest) => {
  Object.assign(process.env, runtime.environment);
  const signIn = async (admin: boolean) => {
    const account = runtime.accounts.find((candidate) => candidate.admin === admin);
    if (!account) throw new Error('compte de démonstration absent');
    const client = createApiClient(runtime.site);
    await client.signIn(account.email, account.password, false, { totpSecret: account.totpSecret });
    return client;
  };
  const [customer, admin] = await Promise.all([signIn(false), signIn(true)]);
  return { customer, admin };
};

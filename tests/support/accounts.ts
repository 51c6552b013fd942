import { randomUUID } from 'node:crypto';
import type { RegistrationInput } from '../../domain/customer/account-input';
import { createApiClient, type ApiClient } from '../../infra/local/api-client';
import type { RuntimeUnderTest } from './runtime-process';
import { linkIn, waitForMails, type Mail } from './mailbox';

/** A registration form as a person fills it, every rule met; `overrides` breaks the ones a test needs. */
export type RegistrationForm = Required<RegistrationInput>;
export const registrationForm = (overrides: Partial<RegistrationInput> = {}): RegistrationForm => ({
  email: `inscrit-${randomUUID()}@example.com`,
  password: 'Passerelle-2026!',
  confirmPassword: 'Passerelle-2026!',
  firstName: 'Inès',
  lastName: 'Inscrite',
  company: '',
  phone: '+590 690 11 22 33',
  address: '3 rue Schœlcher',
  postalCode: '97110',
  city: 'Pointe-à-Pitre',
  territory: 'guadeloupe',
  acceptTerms: true,
  acceptMarketing: false,
  ...overrides,
});

export const ses = (runtime: RuntimeUnderTest) => runtime.environment.SES_ENDPOINT ?? '';

/** `{ customerId, token }` of the link to `path` in a mail, as the page of that link sends them. */
export const linkParams = (mail: Mail, path: string) => {
  const url = new URL(linkIn(mail, path));
  return { customerId: url.searchParams.get('c') ?? '', token: url.searchParams.get('t') ?? '' };
};

export const lastMailTo = async (runtime: RuntimeUnderTest, email: string, subject: string, count = 1): Promise<Mail> => {
  const mails = await waitForMails(ses(runtime), email, count, (mail) => mail.subject.includes(subject));
  const last = mails.at(-1);
  if (!last) throw new Error(`pas de mail « ${subject} » pour ${email}`);
  return last;
};

/** Registers, follows the confirmation link of the mail, and signs in: a customer as after /inscription. */
export const registeredCustomer = async (
  runtime: RuntimeUnderTest,
  overrides: Partial<RegistrationInput> = {},
): Promise<{ client: ApiClient; form: RegistrationForm; customerId: string }> => {
  const form = registrationForm(overrides);
  const client = createApiClient(runtime.site);
  const registered = await client.post<{ customerId: string }>('/api/auth/register', form);
  if (registered.status !== 201) throw new Error(`inscription refusée (${registered.status}) : ${JSON.stringify(registered.body)}`);
  const mail = await lastMailTo(runtime, form.email.toLowerCase(), 'Confirmez votre adresse email');
  const confirmed = await client.post('/api/auth/confirm-email', linkParams(mail, '/confirmer-email'));
  if (confirmed.status !== 200) throw new Error(`confirmation refusée (${confirmed.status})`);
  await client.signIn(form.email, form.password);
  return { client, form, customerId: registered.body.customerId };
};

import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { Territory } from '../../events/customer-events';
import { streamIdOf } from '../../events/envelope';
import { boxNumberFor, customerDecider } from '../../domain/customer/customer';
import { cognito } from '../../functions/platform/aws/cognito';
import { required } from '../../functions/platform/config';
import { executeCommand } from '../../functions/platform/command';
import type { DeclareParcelInput } from '../../domain/parcel/parcel-input';
import { createApiClient } from './api-client';

export type AccountRequest = {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  territory: Territory;
  admin: boolean;
  password?: string;
};
export type DemoAccount = { email: string; password: string; customerId: string; admin: boolean };

const newPassword = () => `Demo-${randomBytes(6).toString('base64url')}-9`;

/**
 * Creates a person in the user pool and registers them as a customer (the later registration
 * issue replaces this with the public sign-up flow; the event is the same).
 */
export const createAccount = async (account: AccountRequest): Promise<DemoAccount> => {
  const userPoolId = required('USER_POOL_ID');
  const identityProvider = await cognito();
  const password = account.password ?? newPassword();
  await identityProvider.send(
    new AdminCreateUserCommand({
      UserPoolId: userPoolId,
      Username: account.email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: account.email },
        { Name: 'email_verified', Value: 'true' },
      ],
    }),
  );
  await identityProvider.send(new AdminSetUserPasswordCommand({ UserPoolId: userPoolId, Username: account.email, Password: password, Permanent: true }));
  if (account.admin) await identityProvider.send(new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: account.email, GroupName: 'admin' }));
  const user = await identityProvider.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: account.email }));
  const customerId = user.UserAttributes?.find((attribute) => attribute.Name === 'sub')?.Value;
  if (!customerId) throw new Error(`pas d'identifiant pour ${account.email}`);
  const now = new Date();
  const actor = { kind: 'system' as const, id: 'seed' };
  await executeCommand({
    decider: customerDecider,
    streamType: 'customer',
    streamId: streamIdOf('customer', customerId),
    command: {
      type: 'RegisterCustomer',
      data: {
        customerId,
        personal: { email: account.email, firstName: account.firstName, lastName: account.lastName, phone: account.phone },
        territory: account.territory,
        boxNumber: boxNumberFor(customerId, now),
        role: account.admin ? 'admin' : 'customer',
      },
      metadata: { now, actor },
    },
    context: { commandId: `register:${customerId}`, requestFingerprint: customerId, correlationId: `seed-${customerId}`, causationId: null, actor, now },
  });
  return { email: account.email, password, customerId, admin: account.admin };
};

const demoParcels: DeclareParcelInput[] = [
  {
    senderName: 'Fnac Darty',
    senderPhone: '01 55 21 57 93',
    senderEmail: 'expedition@fnac.example',
    carrier: 'Colissimo',
    trackingNumber: '6A12345678901',
    description: 'Casque audio sans fil et câble USB-C',
    category: 'electronique',
    weightKg: 0.8,
    lengthCm: 25,
    widthCm: 20,
    heightCm: 10,
    declaredValueEuros: 149.99,
    instructions: '',
  },
  {
    senderName: 'Decathlon',
    senderPhone: '03 20 33 50 00',
    senderEmail: 'commandes@decathlon.example',
    carrier: 'Chronopost',
    trackingNumber: 'XY987654321FR',
    description: 'Chaussures de randonnée pointure 42',
    category: 'sport_loisirs',
    weightKg: 1.4,
    lengthCm: 35,
    widthCm: 25,
    heightCm: 15,
    declaredValueEuros: 89.9,
    instructions: 'Merci de garder la boîte d’origine.',
  },
  {
    senderName: 'Amazon EU',
    senderPhone: '08 00 94 77 15',
    senderEmail: 'livraison@amazon.example',
    carrier: 'Amazon',
    trackingNumber: 'TBA301234567890',
    description: 'Trois livres de poche',
    category: 'livre_media',
    weightKg: 0.9,
    lengthCm: 22,
    widthCm: 15,
    heightCm: 8,
    declaredValueEuros: 27.5,
    instructions: '',
  },
];

export const demoAccountsPath = (dataDir: string) => join(dataDir, 'demo-accounts.json');
export const readDemoAccounts = (dataDir: string): DemoAccount[] =>
  existsSync(demoAccountsPath(dataDir)) ? (JSON.parse(readFileSync(demoAccountsPath(dataDir), 'utf8')) as DemoAccount[]) : [];

/** First start only: one admin, one customer with three declared parcels, one of them received. */
export const seedDemo = async (dataDir: string, gatewayUrl: string): Promise<DemoAccount[]> => {
  const admin = await createAccount({
    email: 'admin@passerelle.example',
    firstName: 'Camille',
    lastName: 'Martin',
    phone: '+33 1 23 45 67 89',
    territory: 'guadeloupe',
    admin: true,
  });
  const customer = await createAccount({
    email: 'client@passerelle.example',
    firstName: 'Marie',
    lastName: 'Durand',
    phone: '+590 690 12 34 56',
    territory: 'guadeloupe',
    admin: false,
  });
  const customerApi = createApiClient(gatewayUrl);
  await customerApi.signIn(customer.email, customer.password);
  const parcelIds: string[] = [];
  for (const parcel of demoParcels) {
    const response = await customerApi.post<{ parcelId: string }>('/api/parcels', parcel);
    if (response.status !== 201) throw new Error(`colis de démonstration refusé (${response.status}) : ${JSON.stringify(response.body)}`);
    parcelIds.push(response.body.parcelId);
  }
  const adminApi = createApiClient(gatewayUrl);
  await adminApi.signIn(admin.email, admin.password);
  const received = await adminApi.post(`/admin/api/parcels/${parcelIds[0]}/receive`, { weightKg: 0.85, lengthCm: 26, widthCm: 21, heightCm: 11 });
  if (received.status !== 200) throw new Error(`réception de démonstration refusée (${received.status})`);
  const accounts = [admin, customer];
  writeFileSync(demoAccountsPath(dataDir), `${JSON.stringify(accounts, null, 2)}\n`);
  return accounts;
};

import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../infra/local/api-client';
import { localStripeKeys, portsFrom, repositoryRoot } from '../../infra/local/local-config';
import { parseClockInstant } from '../../infra/local/shifted-clock';
import { registeredCustomer, ses } from '../support/accounts';
import { eventually } from '../support/eventually';
import { waitForMails } from '../support/mailbox';
import { startRuntimeProcess, type RuntimeUnderTest } from '../support/runtime-process';
import { signInDemoAccounts } from '../support/signed-in';

type Storage = { receivedDay: string; freeUntil: string; firstPaidDay: string; feesAccruedCents: number; accruing: boolean };

/** One of the local commands (`npm run clock`, `npm run job`), as a person runs it beside the runtime. */
const command = (script: string, args: string[], runtime: RuntimeUnderTest) =>
  new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--disable-warning=NodeVersionSupportWarning', script, ...args], {
      cwd: repositoryRoot,
      env: { ...process.env, PASSERELLE_PORT: new URL(runtime.site).port, PASSERELLE_DATA: runtime.dataDir, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });

describe('a month passing on the embedded runtime’s shifted clock (npm start -- --clock)', () => {
  let runtime: RuntimeUnderTest;
  let stop: () => Promise<void>;
  let output: () => string;
  let admin: ApiClient;
  let customer: ApiClient;
  let email: string;
  let parcelId: string;

  beforeAll(async () => {
    ({ runtime, stop, output } = await startRuntimeProcess({ environment: { PASSERELLE_CLOCK: '2027-01-15T10:00' } }));
    ({ admin } = await signInDemoAccounts(runtime));
    const registered = await registeredCustomer(runtime);
    customer = registered.client;
    email = registered.form.email.toLowerCase();
    const received = await admin.post<{ id: string }>('/admin/api/parcels/receptions', {
      customerId: registered.customerId,
      carrier: 'Colissimo',
      trackingNumber: `CLK${Date.now()}`,
      weightKg: 2,
      lengthCm: 30,
      widthCm: 20,
      heightCm: 10,
      destination: 'martinique',
      declaredValueEuros: 50,
      description: 'Un manteau',
    });
    expect(received.status, JSON.stringify(received.body)).toBe(201);
    parcelId = received.body.id;
  }, 240_000);
  afterAll(() => stop?.());

  const storage = (feesAccruedCents: number) =>
    eventually(async () => {
      const got = await customer.get<{ storage: Storage | null }>(`/api/parcels/${parcelId}`);
      if (got.status !== 200 || got.body.storage?.feesAccruedCents !== feesAccruedCents) throw new Error(`pas encore : ${got.status} ${JSON.stringify(got.body)}`);
      return got.body.storage;
    }, 20_000);

  it('prints the clock at start and stamps the reception on it', async () => {
    expect(output()).toMatch(/Horloge décalée {3}15 janvier 2027 à 10:0\d \(heure de Paris\) ; npm run clock -- \+30j pour l’avancer/);
    expect(await storage(0)).toMatchObject({ receivedDay: '2027-01-15', freeUntil: '2027-01-18', firstPaidDay: '2027-01-19', accruing: false });
  });

  it('moves forward with npm run clock: two days on, the scheduler warns that the free period ends', async () => {
    const moved = await command('infra/local/clock.ts', ['+2j'], runtime);
    expect(moved.stdout).toMatch(/^Horloge avancée : nous sommes le 17 janvier 2027 à 10:0\d \(heure de Paris\) ; .*tâches passées : .*accrue-storage-fees/);
    expect(moved.code).toBe(0);
    const [warning] = await waitForMails(ses(runtime), email, 1, (mail) => /stockage/i.test(mail.subject));
    expect(warning?.subject).toMatch(/^Votre stockage gratuit se termine bientôt/);
    expect(warning?.body.text).toContain('jusqu’au lundi 18 janvier 2027 inclus');
    expect(await storage(0)).toMatchObject({ accruing: false });
  });

  it('moves four weeks more, the Stripe stand-in with it, and refuses to go back', async () => {
    const moved = await command('infra/local/clock.ts', ['+28j'], runtime);
    expect(moved.stderr).toBe('');
    expect(moved.stdout).toMatch(/^Horloge avancée : nous sommes le 14 février 2027 à 10:0\d \(heure de Paris\) ; .*tâches passées : .*accrue-storage-fees/);
    expect(moved.code).toBe(0);
    const stripe = await fetch(`http://127.0.0.1:${portsFrom(Number(new URL(runtime.site).port)).stripe}/_stand-in/clock`, {
      headers: { authorization: `Bearer ${localStripeKeys.secretKey}` },
    });
    const { now } = (await stripe.json()) as { now: number };
    expect(Math.abs(now * 1000 - parseClockInstant('2027-02-14T10:00'))).toBeLessThan(10 * 60_000);

    const back = await command('infra/local/clock.ts', ['-1j'], runtime);
    expect(back.code).toBe(1);
    expect(back.stderr).toMatch(/^L’horloge ne recule pas : elle est au 14 février 2027 à 10:0\d \(heure de Paris\), « -1j » ne l’avancerait pas/);
  });

  it('runs the storage fees job on today’s date of the clock, and the customer reads the month’s fees and reminders', async () => {
    // The day is today on the shifted clock: on the wall clock it would be refused as a day to come.
    const job = await command('infra/local/run-job.ts', ['accrue-storage-fees', '--date', '2027-02-14'], runtime);
    expect(job.stderr).toBe('');
    expect(job.stdout).toContain('"day":"2027-02-14"');
    expect(job.stdout).toContain('Tâche accrue-storage-fees exécutée.');
    expect(job.code).toBe(0);
    // 19 January to 14 February: 27 paid days at 1 EUR.
    expect(await storage(2700)).toMatchObject({ accruing: true });
    // The catch-up after the move sends the latest weekly reminder only, never a backlog of a month's (`storageReminderDue`).
    const [, reminder, ...more] = await waitForMails(ses(runtime), email, 2, (mail) => /stockage/i.test(mail.subject));
    expect(more).toEqual([]);
    expect(reminder?.subject).toMatch(/^Frais de stockage en cours/);
    expect(reminder?.body.text).toMatch(/Frais de stockage à ce jour : 27,00\s€/);
  });
});

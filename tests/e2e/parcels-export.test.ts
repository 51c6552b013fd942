import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { registeredCustomer } from '../support/accounts';
import { eventually } from '../support/eventually';
import { declaration } from '../support/fixtures';
import { signInThroughApi } from './account-support';
import { newVisitor, screenshot, useBrowser } from './browser';

const runtime = inject('runtime');
const adminAccount = runtime.accounts.find((account) => account.admin)!;

describe('the back office parcels export (/admin/parcels)', () => {
  const browser = useBrowser();

  it('downloads every parcel of the filtered list, beyond one page of the API, a formula opening as text', async () => {
    // More parcels than the API gives in one page (100): the export must walk the cursor.
    const { client, customerId } = await registeredCustomer(runtime);
    const count = 101;
    for (let index = 0; index < count; index += 1) {
      const description = index === 0 ? '=HYPERLINK("http://x.example")' : `Carton ${index}`;
      const declared = await client.post('/api/parcels', declaration({ trackingNumber: `CSV${Date.now()}${index}`, description }));
      expect(declared.status).toBe(201);
    }
    await eventually(async () => {
      const listed = await client.get<{ total: number }>('/api/parcels?perPage=1');
      expect(listed.body.total).toBe(count);
    }, 15_000);

    const { page, context, pageErrors } = await newVisitor(browser(), runtime.site);
    try {
      await signInThroughApi(page.context(), adminAccount.email, adminAccount.password, adminAccount);
      await page.goto(`/admin/parcels?filter=${encodeURIComponent(JSON.stringify({ customerId }))}`);
      await page.getByText(`Carton ${count - 1}`, { exact: true }).first().waitFor();
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Exporter' }).click();
      const download = await downloading;
      await page.getByText(`Export terminé : ${count} colis`).waitFor();
      await screenshot(page, 'colis-export');
      const csv = readFileSync((await download.path()) ?? '', 'utf8');
      const lines = csv.split('\r\n');
      expect(lines).toHaveLength(count + 1);
      expect(lines.filter((line) => line.includes(';Carton '))).toHaveLength(count - 1);
      expect(lines.find((line) => line.includes('HYPERLINK'))).toContain(`;"'=HYPERLINK(""http://x.example"")";`);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);
});

import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repositoryRoot } from '../../infra/local/local-config';
import { adminLandingModules, adminPageScripts, scriptListing } from '../support/admin-scripts';
import { bundledCode } from '../support/site-scripts';

/**
 * The back office's budget, read from its build (`npm run build` first): the gzip JavaScript a person
 * downloads when opening a page of /admin/ directly, the shell (React, react-admin, MUI, the layout and
 * menu) with the page's own chunks. Sizes are deterministic: a change that adds to a first load fails here.
 *
 * The goal is 250 kB. Today the shell alone weighs about 392 kB, react-admin's list, form and filter
 * machinery with the MUI components every page shares, React DOM, the router and zod: these ceilings hold
 * the figures reached (November 2026) so that nothing grows while the shell is cut down. Lower them as the
 * first load shrinks; never raise one without saying why in the commit.
 */
const distDir = join(repositoryRoot, 'web-admin', 'dist');
const kB = (kilobytes: number) => kilobytes * 1024;
const pageCeiling = kB(405);

const pages = [
  { page: '/admin/ (the parcels list)', modules: adminLandingModules, ceiling: pageCeiling },
  { page: 'a parcel', modules: ['src/parcels/ParcelShow.tsx'], ceiling: pageCeiling },
  { page: 'the shipments', modules: ['src/shipments/ShipmentList.tsx'], ceiling: pageCeiling },
  { page: 'a shipment', modules: ['src/shipments/ShipmentShow.tsx'], ceiling: pageCeiling },
  { page: 'the users', modules: ['src/users/UserList.tsx'], ceiling: pageCeiling },
  { page: 'the support inbox', modules: ['src/support/SupportInboxPage.tsx'], ceiling: pageCeiling },
  { page: 'a reception', modules: ['src/reception/ReceptionPage.tsx'], ceiling: pageCeiling },
  { page: 'the health page', modules: ['src/health/HealthPage.tsx'], ceiling: pageCeiling },
  // The charts (a library of about 90 kB) load with this page alone, as it renders.
  { page: 'the statistics', modules: ['src/statistics/StatisticsPage.tsx', 'src/statistics/MonthlyCharts.tsx'], ceiling: kB(485) },
];

describe('the back office’s JavaScript budget', () => {
  it.each(pages)('opening $page downloads no more than its ceiling of gzip JavaScript', ({ modules, ceiling }) => {
    const scripts = adminPageScripts(distDir, modules);
    expect(scripts.gzipBytes, `${(scripts.gzipBytes / 1024).toFixed(1)} kB :\n${scriptListing(scripts)}`).toBeLessThanOrEqual(ceiling);
  });

  // The charting library, known in the built code by its components' theme names.
  it.each(pages.filter(({ page }) => page !== 'the statistics'))('opening $page loads no chart', ({ modules }) => {
    const scripts = adminPageScripts(distDir, modules).files.map((script) => script.file);
    expect(bundledCode(distDir, scripts).flatMap(({ file, code }) => (/MuiChartsSurface/.test(code) ? [file] : []))).toEqual([]);
  });

  it('finds the charts in the statistics’ first load, where they are drawn', () => {
    const scripts = adminPageScripts(distDir, ['src/statistics/StatisticsPage.tsx', 'src/statistics/MonthlyCharts.tsx']).files.map((script) => script.file);
    expect(bundledCode(distDir, scripts).some(({ code }) => /MuiChartsSurface/.test(code))).toBe(true);
  });
});

import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repositoryRoot } from '../../infra/local/local-config';
import { adminLandingModules, adminPageScripts, adminSectionModules, scriptListing } from '../support/admin-scripts';
import { bundledCode } from '../support/site-scripts';

/**
 * The back office's budget, read from its build (`npm run build` first): the gzip JavaScript a person
 * downloads when opening a page of /admin/ directly. /admin/ is the staff home (React, the router, its own
 * few elements: no react-admin), whose goal is 250 kB; a section adds react-admin's shell (react-admin, MUI,
 * the layout and menu) and its page's own chunks. Sizes are deterministic: a change that adds to a first load
 * fails here.
 *
 * The ceilings hold the figures reached (November 2026) so that nothing grows: lower them as the first load
 * shrinks; never raise one without saying why in the commit. The sections' rose from 405 to 410 kB (the
 * statistics' from 485 to 490) when the home was split from react-admin (the router in a chunk of its own, the app's code shared with the home in
 * chunks apart: 4.3 kB of gzip lost to the split). They rose again from 410 to 413 kB (December 2026) when the data
 * provider, which every section loads and which parses each answer with its schema, came to parse what money now
 * tells staff: a payment's method, bank reference and anomaly, what a refund will undo, a shipment's refund, the
 * processing panel's quote preview, a parcel's shown status (a section went from 409.5 to 411.9 kB).
 */
const distDir = join(repositoryRoot, 'web-admin', 'dist');
const kB = (kilobytes: number) => kilobytes * 1024;
/** The goal for every page of the back office opened on a phone (issue of speed where people feel it). */
const homeGoal = kB(250);
const homeCeiling = kB(136);
const sectionCeiling = kB(413);

const pages = [
  { page: '/admin/ (the staff home)', modules: adminLandingModules, ceiling: homeCeiling },
  { page: 'the parcels list', modules: adminSectionModules('src/parcels/ParcelList.tsx'), ceiling: sectionCeiling },
  { page: 'a parcel', modules: adminSectionModules('src/parcels/ParcelShow.tsx'), ceiling: sectionCeiling },
  { page: 'the shipments', modules: adminSectionModules('src/shipments/ShipmentList.tsx'), ceiling: sectionCeiling },
  { page: 'a shipment', modules: adminSectionModules('src/shipments/ShipmentShow.tsx'), ceiling: sectionCeiling },
  { page: 'the users', modules: adminSectionModules('src/users/UserList.tsx'), ceiling: sectionCeiling },
  { page: 'the support inbox', modules: adminSectionModules('src/support/SupportInboxPage.tsx'), ceiling: sectionCeiling },
  { page: 'a reception', modules: adminSectionModules('src/reception/ReceptionPage.tsx'), ceiling: sectionCeiling },
  { page: 'the health page', modules: adminSectionModules('src/health/HealthPage.tsx'), ceiling: sectionCeiling },
  // The charts (a library of about 90 kB) load with this page alone, as it renders.
  { page: 'the statistics', modules: adminSectionModules('src/statistics/StatisticsPage.tsx', 'src/statistics/MonthlyCharts.tsx'), ceiling: kB(490) },
];

describe('the back office’s JavaScript budget', () => {
  it.each(pages)('opening $page downloads no more than its ceiling of gzip JavaScript', ({ modules, ceiling }) => {
    const scripts = adminPageScripts(distDir, modules);
    expect(scripts.gzipBytes, `${(scripts.gzipBytes / 1024).toFixed(1)} kB :\n${scriptListing(scripts)}`).toBeLessThanOrEqual(ceiling);
  });

  it('opens /admin/ within the 250 kB goal, without react-admin or MUI', () => {
    const scripts = adminPageScripts(distDir, adminLandingModules);
    expect(scripts.gzipBytes, `${(scripts.gzipBytes / 1024).toFixed(1)} kB :\n${scriptListing(scripts)}`).toBeLessThanOrEqual(homeGoal);
    expect(scripts.files.map((script) => script.file).filter((file) => /\/(react-admin|mui)-/.test(file))).toEqual([]);
  });

  // The charting library, known in the built code by its components' theme names.
  it.each(pages.filter(({ page }) => page !== 'the statistics'))('opening $page loads no chart', ({ modules }) => {
    const scripts = adminPageScripts(distDir, modules).files.map((script) => script.file);
    expect(bundledCode(distDir, scripts).flatMap(({ file, code }) => (/MuiChartsSurface/.test(code) ? [file] : []))).toEqual([]);
  });

  it('finds the charts in the statistics’ first load, where they are drawn', () => {
    const scripts = adminPageScripts(distDir, adminSectionModules('src/statistics/StatisticsPage.tsx', 'src/statistics/MonthlyCharts.tsx')).files.map((script) => script.file);
    expect(bundledCode(distDir, scripts).some(({ code }) => /MuiChartsSurface/.test(code))).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { adminFeatures } from './features';
import { adminMenu } from './menu';

/** The paths the app mounts as a section's first page: a resource's list, a feature's page. */
const sectionPaths = adminFeatures.flatMap((feature) => [
  ...(feature.resource?.list ? [`/${feature.resource.name}`] : []),
  ...(feature.routes ?? []).map((route) => route.path),
]);

describe('the menu, stated once for react-admin and the staff home', () => {
  it('leads each entry to a page the app mounts, once', () => {
    expect(adminMenu.map((entry) => entry.to).filter((to) => !sectionPaths.includes(to))).toEqual([]);
    expect(new Set(adminMenu.map((entry) => entry.to)).size).toBe(adminMenu.length);
  });

  it('lists every resource with a list and every page with a menu icon', () => {
    const listed = adminFeatures.flatMap((feature) => [
      ...(feature.resource?.list ? [`/${feature.resource.name}`] : []),
      ...(feature.menuIcon && feature.routes?.[0] ? [feature.routes[0].path] : []),
    ]);
    expect(listed.filter((to) => !adminMenu.some((entry) => entry.to === to))).toEqual([]);
  });
});

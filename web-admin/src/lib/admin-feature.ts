import type { ComponentType, ReactElement } from 'react';
import type { ResourceProps } from 'react-admin';
import type * as z from 'zod';
import type { HttpClient } from '../providers/http-client';

/** A list page as each resource's API answers it; what goes beyond the shared shape reaches the list in its `meta`. */
export type AnyListPage = { items: unknown[]; nextCursor: string | null; total: number | null; truncated?: boolean };

/** What a feature's data-provider methods are built with: the API's root and the one HTTP client. */
export type ApiClient = { apiUrl: string; http: HttpClient };

/**
 * One feature of the back office, stated in its own folder: the resource react-admin mounts, its pages
 * beside the resource, its French labels and how its records travel. `features.ts` lists them; the app,
 * the translations and the data provider are built from that list, so adding a feature is its folder
 * and one line there (plus one line in the data provider when it has business commands).
 */
export type AdminFeature = {
  resource?: ResourceProps & { name: string };
  /** its own pages inside the layout (`CustomRoutes`) */
  routes?: readonly { path: string; element: ReactElement }[];
  /** the icon of its page's menu entry (a resource's is the resource's own); the entries are listed in `menu.ts` */
  menuIcon?: ComponentType;
  /** its labels: merged under `passerelle` (the feature's own key) and `resources` (react-admin's fields) */
  messages?: { passerelle?: Record<string, unknown>; resources?: Record<string, unknown> };
  /** how its records travel: the API's path when it is not the resource's name, the schemas responses are parsed with */
  api?: {
    resource: string;
    path?: string;
    record?: z.ZodType;
    listPage?: z.ZodType<AnyListPage>;
    /** the fields its list sorts by (stated in the domain, refused otherwise by the API) */
    sortFields?: readonly string[];
  };
};

/** A lazily loaded page component, as react-admin's resources take them. */
export type LazyPage = ComponentType;

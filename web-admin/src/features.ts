import { customersFeature } from './customers/feature';
import { healthFeature } from './health/feature';
import { invoicesFeature } from './invoices/feature';
import type { AdminFeature } from './lib/admin-feature';
import { parcelsFeature } from './parcels/feature';
import { paymentsFeature } from './payments/feature';
import { purchasesFeature } from './purchases/feature';
import { receptionFeature } from './reception/feature';
import { returnsFeature } from './returns/feature';
import { shipmentsFeature } from './shipments/feature';
import { statisticsFeature } from './statistics/feature';
import { supportFeature } from './support/feature';
import { usersFeature } from './users/feature';

/**
 * Every feature of the back office, one line each, in the menu's order: the app mounts their resources
 * and pages, the translations merge their labels, the data provider reads how their records travel.
 */
export const adminFeatures: readonly AdminFeature[] = [parcelsFeature, shipmentsFeature, returnsFeature, invoicesFeature, paymentsFeature, usersFeature, customersFeature, receptionFeature, statisticsFeature, purchasesFeature, supportFeature, healthFeature];

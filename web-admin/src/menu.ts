import { healthRoute } from './health';
import { invoicesResource } from './invoices/invoice-messages';
import { paymentsResource } from './payments/payment-messages';
import { purchasesRoute } from './purchases';
import { receptionPath } from './reception/reception-path';
import { returnsResource } from './returns/returns-resource';
import { shipmentsResource } from './shipments/shipments-resource';
import { statisticsRoute } from './statistics';
import { supportRoute } from './support';
import { usersResource } from './users/user-schema';

/** A section of the back office: its path inside /admin (a resource's list or a page of its own) and its name. */
export type MenuEntry = { to: string; label: string };

/**
 * The back office's sections, in the menu's order, stated once: react-admin's menu and the staff home's quick
 * links both draw this list (the features say what each path shows, and the menu's icons). Light on purpose:
 * the staff home imports it without react-admin.
 */
export const adminMenu: readonly MenuEntry[] = [
  { to: '/parcels', label: 'Colis' },
  { to: receptionPath, label: 'Réception' },
  { to: `/${shipmentsResource}`, label: 'Expéditions' },
  { to: `/${returnsResource}`, label: 'Retours' },
  { to: `/${invoicesResource}`, label: 'Factures' },
  { to: `/${paymentsResource}`, label: 'Paiements' },
  { to: `/${usersResource}`, label: 'Utilisateurs' },
  { to: statisticsRoute, label: 'Statistiques' },
  { to: purchasesRoute, label: 'Achats pour moi' },
  { to: supportRoute, label: 'Support' },
  { to: healthRoute, label: 'Santé du serveur' },
];

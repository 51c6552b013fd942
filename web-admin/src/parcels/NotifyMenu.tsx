import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import { Button, CircularProgress, ListItemText, Menu, MenuItem } from '@mui/material';
import { useRef, useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { parcelNotificationTemplates, type ParcelNotificationTemplate } from '../../../events/parcel-events';
import { notificationFailedMessage } from '../../../domain/parcel/notification-input';
import { notificationTemplateLabels } from '../../../domain/parcel/parcel-history';
import { notificationApplies } from '../../../domain/parcel/parcel-page-commands';
import { notifyParcelOwner, parcelAtVersion } from './parcel-page-api';
import type { AdminParcel } from './parcel-schema';

const hints: Record<ParcelNotificationTemplate, string> = {
  package_received: 'Colis arrivé à l’entrepôt, nombre de photos, lien vers son tableau de bord',
  storage_reminder: 'Jours de stockage gratuit restants ou frais en cours',
  quote_ready: 'Le devis de son expédition, à régler par virement',
  package_shipped: 'Le transporteur et son numéro de suivi',
};

/** The templates that say something true of the parcel now: the server's own rule, on the page's view. */
const applies = (template: ParcelNotificationTemplate, parcel: AdminParcel): boolean =>
  notificationApplies(template, { status: parcel.status, received: parcel.receivedAt !== null, hasStorageTerms: parcel.storage !== null, shipmentId: parcel.shipmentId });

/** "Notifier le client" (spec 3, section 2.4): a French e-mail to the parcel's owner, recorded in its history. */
export const NotifyMenu = ({ parcel }: { parcel: AdminParcel }) => {
  const notify = useNotify();
  const refresh = useRefresh();
  const anchor = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);

  const send = async (template: ParcelNotificationTemplate) => {
    setOpen(false);
    setSending(true);
    try {
      const result = await notifyParcelOwner(parcel.id, { template }, crypto.randomUUID());
      await parcelAtVersion(parcel.id, result.version).catch(() => undefined);
      notify(`Notification envoyée à ${result.recipient}`, { type: 'success' });
      refresh();
    } catch (error) {
      notify(error instanceof Error && error.message !== 'ra.notification.http_error' ? error.message : notificationFailedMessage, { type: 'error' });
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Button
        ref={anchor}
        size="small"
        onClick={() => setOpen(true)}
        disabled={sending}
        startIcon={sending ? <CircularProgress size={18} color="inherit" /> : <NotificationsIcon />}
        aria-haspopup="menu"
        aria-expanded={open}
      >
        Notifier le client
      </Button>
      <Menu anchorEl={anchor.current} open={open} onClose={() => setOpen(false)}>
        {parcelNotificationTemplates.map((template) => (
          <MenuItem key={template} onClick={() => void send(template)} disabled={!applies(template, parcel)}>
            <ListItemText primary={notificationTemplateLabels[template]} secondary={hints[template]} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};

import * as z from 'zod';
import { parcelNotificationTemplates } from '../../events/parcel-terms';

/** The parcel page's notify menu: which e-mail goes to the parcel's owner. */
export const parcelNotificationInputSchema = z.strictObject({
  template: z.enum(parcelNotificationTemplates, { error: 'Veuillez choisir un type de notification' }),
});
export type ParcelNotificationInput = z.infer<typeof parcelNotificationInputSchema>;

/** What the back office says when the mail could not go (spec 3, section 8). */
export const notificationFailedMessage = 'Erreur lors de l’envoi de la notification';

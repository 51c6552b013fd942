const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
const dateTime = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Paris' });

export const formatEuros = (cents: number): string => euros.format(cents / 100);
export const formatDateTime = (iso: string): string => dateTime.format(new Date(iso));

/** The 24 h promise as staff read it: the time left before the due time, or how late the quote is. */
export const timeLeft = (dueAt: string, now: number): string => {
  const minutes = Math.round((Date.parse(dueAt) - now) / 60_000);
  const span = (total: number) => `${Math.floor(total / 60)} h ${String(total % 60).padStart(2, '0')}`;
  return minutes >= 0 ? `reste ${span(minutes)}` : `en retard de ${span(-minutes)}`;
};

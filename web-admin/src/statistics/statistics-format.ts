import { formatEuros } from '../lib/format';

export { formatEuros };

const monthLabel = new Intl.DateTimeFormat('fr-FR', { month: 'short', year: '2-digit', timeZone: 'UTC' });
const clock = new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23', timeZone: 'Europe/Paris' });
const percent = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

/** `2026-11` as « nov. 26 », the bars' labels. */
export const formatMonth = (month: string): string => monthLabel.format(new Date(`${month}-01T00:00:00Z`));

/** HH:MM:SS on a Paris clock, as the staff read it. */
export const formatClock = (instant: Date): string => clock.format(instant);

export const formatPercent = (share: number): string => `${percent.format(share)} %`;

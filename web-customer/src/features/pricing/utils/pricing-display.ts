import type { ServiceRate } from '@domain/pricing/rate-card';

/** "7 à 12 jours ouvrés". */
export const formatDelay = ({ min, max }: ServiceRate['delayDays']): string =>
  min === max ? `${min} jours ouvrés` : `${min} à ${max} jours ouvrés`;

/** What a service includes, as the calculator and the pricing page word it. */
export const serviceInclusions = ({ hasTracking, hasInsurance }: Pick<ServiceRate, 'hasTracking' | 'hasInsurance'>): string[] => [
  ...(hasTracking ? ['Suivi inclus'] : []),
  ...(hasInsurance ? ['Assurance incluse'] : []),
];

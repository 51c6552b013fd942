/**
 * The return's fixed terms, apart from the event definitions (`return-events.ts`) so that the customer
 * site loads them alone (each event's schema is built when its module is evaluated).
 */
export const returnTypes = ['remboursement', 'echange', 'reparation'] as const;
export const returnReasons = ['defectueux', 'mauvais_article', 'endommage', 'non_conforme', 'changement_avis', 'autre'] as const;
export const returnUrgencies = ['faible', 'normal', 'urgent', 'critique'] as const;
export type ReturnType = (typeof returnTypes)[number];
export type ReturnReason = (typeof returnReasons)[number];

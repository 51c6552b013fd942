/**
 * The scheduled reconciliation's handler: it brings the read models and the reactions up to the feed. Its name
 * stands alone so that the manifest's part and the catalog (which grants it what the reactions may do) share it
 * without importing each other.
 */
export const reconcilerName = 'reconcile-read-models';

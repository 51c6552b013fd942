/**
 * How long the links of the account mails work, in hours, stated once: the decider expires the links
 * after it, and the mails, the pages and the FAQ say it. Apart from the decider's module so that a
 * public page can say it without loading the decider.
 */
export const linkLifetimeHours = {
  confirmation: 48,
  reset: 24,
  emailChange: 48,
} as const;
export type LinkKind = keyof typeof linkLifetimeHours;

export const linkLifetimesMs: Record<LinkKind, number> = {
  confirmation: linkLifetimeHours.confirmation * 3600_000,
  reset: linkLifetimeHours.reset * 3600_000,
  emailChange: linkLifetimeHours.emailChange * 3600_000,
};

/** A link's lifetime as a sentence says it: « 24 heures ». */
export const linkLifetimeText = (kind: LinkKind): string => `${linkLifetimeHours[kind]} heures`;

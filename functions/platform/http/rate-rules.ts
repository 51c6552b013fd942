import * as z from 'zod';
import type { RateRule } from '../rate-limits';

/**
 * The product's rate limits (DECISIONS.md, "Accounts and sessions"): per account or address and per
 * client IP. `RATE_LIMITS` (JSON, same shape, any subset) overrides them, for a load test or an incident.
 */
const defaults = {
  /** failed sign-ins of one address: 5 in 15 minutes, then a wait until the window closes */
  signInFailuresByEmail: { limit: 5, windowSeconds: 15 * 60 },
  signInFailuresByIp: { limit: 50, windowSeconds: 15 * 60 },
  registrationsByIp: { limit: 20, windowSeconds: 3600 },
  registrationsByEmail: { limit: 5, windowSeconds: 3600 },
  /** « Renvoyer l'email de confirmation »: once a minute per address */
  confirmationResendsByEmail: { limit: 1, windowSeconds: 60 },
  confirmationResendsByIp: { limit: 30, windowSeconds: 3600 },
  passwordResetsByEmail: { limit: 3, windowSeconds: 3600 },
  passwordResetsByIp: { limit: 30, windowSeconds: 3600 },
  /** wrong current password on /compte */
  passwordChangeFailuresByAccount: { limit: 5, windowSeconds: 15 * 60 },
  emailChangesByAccount: { limit: 5, windowSeconds: 3600 },
  contactMessagesByEmail: { limit: 3, windowSeconds: 3600 },
  contactMessagesByIp: { limit: 10, windowSeconds: 3600 },
  newsletterSignUpsByEmail: { limit: 3, windowSeconds: 3600 },
  newsletterSignUpsByIp: { limit: 20, windowSeconds: 3600 },
} satisfies Record<string, Omit<RateRule, 'name'>>;

export type RateRuleName = keyof typeof defaults;

const ruleSchema = z.object({ limit: z.number().int().min(1), windowSeconds: z.number().int().min(1).max(86_400) });
const overridesSchema = z.partialRecord(z.enum(Object.keys(defaults) as [RateRuleName, ...RateRuleName[]]), ruleSchema);

let rules: Record<RateRuleName, RateRule> | undefined;

/** The rule of that name, with its override if `RATE_LIMITS` sets one (parsed once per process). */
export const rateRule = (name: RateRuleName): RateRule => {
  rules ??= (() => {
    const overrides = overridesSchema.parse(JSON.parse(process.env.RATE_LIMITS ?? '{}'));
    const entries = (Object.keys(defaults) as RateRuleName[]).map((ruleName) => [ruleName, { name: ruleName, ...defaults[ruleName], ...overrides[ruleName] }]);
    return Object.fromEntries(entries) as Record<RateRuleName, RateRule>;
  })();
  return rules[name];
};

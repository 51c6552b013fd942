import * as z from 'zod';

/** Spec 3, sections 2.11 and 3: stored in local storage under `cookie-consent`; essentials are always on. */
export const consentStorageKey = 'cookie-consent';

const consentSchema = z.object({
  essential: z.literal(true),
  analytics: z.boolean(),
  preferences: z.boolean(),
  marketing: z.boolean(),
  decidedAt: z.string(),
});
export type CookieConsent = z.infer<typeof consentSchema>;
export type ConsentChoices = Pick<CookieConsent, 'analytics' | 'preferences' | 'marketing'>;

export const essentialsOnly: ConsentChoices = { analytics: false, preferences: false, marketing: false };
export const everything: ConsentChoices = { analytics: true, preferences: true, marketing: true };

/** The stored choice, or null when the person has not chosen yet (or the stored value is unreadable). */
export const readConsent = (storage: Pick<Storage, 'getItem'> = localStorage): CookieConsent | null => {
  try {
    const parsed = consentSchema.safeParse(JSON.parse(storage.getItem(consentStorageKey) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

export const saveConsent = (choices: ConsentChoices, now: Date, storage: Pick<Storage, 'setItem'> = localStorage): CookieConsent => {
  const consent: CookieConsent = { essential: true, ...choices, decidedAt: now.toISOString() };
  storage.setItem(consentStorageKey, JSON.stringify(consent));
  return consent;
};

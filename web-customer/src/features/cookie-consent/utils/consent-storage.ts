/** Spec 3, sections 2.11 and 3: stored in local storage under `cookie-consent`; essentials are always on. */
export const consentStorageKey = 'cookie-consent';

export type CookieConsent = {
  essential: true;
  analytics: boolean;
  preferences: boolean;
  marketing: boolean;
  decidedAt: string;
};
export type ConsentChoices = Pick<CookieConsent, 'analytics' | 'preferences' | 'marketing'>;

/**
 * Checked by hand rather than with a zod schema: the banner is on every public page, whose budget
 * (100 kB of JavaScript) has no room for zod. Extra keys are dropped, as a zod object would.
 */
const asConsent = (value: unknown): CookieConsent | null => {
  if (typeof value !== 'object' || value === null) return null;
  const { essential, analytics, preferences, marketing, decidedAt } = value as Record<string, unknown>;
  if (essential !== true || typeof decidedAt !== 'string') return null;
  if (typeof analytics !== 'boolean' || typeof preferences !== 'boolean' || typeof marketing !== 'boolean') return null;
  return { essential, analytics, preferences, marketing, decidedAt };
};

export const essentialsOnly: ConsentChoices = { analytics: false, preferences: false, marketing: false };
export const everything: ConsentChoices = { analytics: true, preferences: true, marketing: true };

/** The stored choice, or null when the person has not chosen yet (or the stored value is unreadable). */
export const readConsent = (storage: Pick<Storage, 'getItem'> = localStorage): CookieConsent | null => {
  try {
    return asConsent(JSON.parse(storage.getItem(consentStorageKey) ?? 'null'));
  } catch {
    return null;
  }
};

export const saveConsent = (choices: ConsentChoices, now: Date, storage: Pick<Storage, 'setItem'> = localStorage): CookieConsent => {
  const consent: CookieConsent = { essential: true, ...choices, decidedAt: now.toISOString() };
  storage.setItem(consentStorageKey, JSON.stringify(consent));
  return consent;
};

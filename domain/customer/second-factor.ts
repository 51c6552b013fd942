import * as z from 'zod';

/**
 * The staff's second factor at sign-in (« Double authentification »): an authenticator app's 6-digit code
 * (TOTP), or one of the recovery codes shown once at enrolment. Customers are not asked for one.
 */
export const secondFactorMessages = {
  invalidCode: 'Code invalide. Veuillez réessayer.',
  invalidRecoveryCode: 'Code de secours invalide ou déjà utilisé.',
  expired: 'Votre connexion a expiré. Veuillez saisir à nouveau votre mot de passe.',
  codeFormat: 'Saisissez les 6 chiffres affichés par votre application.',
  recoveryCodeRequired: 'Saisissez un code de secours.',
  signInAfterReset: 'Votre mot de passe a été modifié. Connectez-vous : le code de votre application d’authentification vous sera demandé.',
} as const;

/** What a sign-in answers (202) when the password is right and a second step remains. */
export const secondFactorStepSchema = z.object({
  /** `code`: the app's code (or a recovery code); `enrolment`: a staff member without an app yet sets one up first */
  secondFactor: z.enum(['code', 'enrolment']),
  /** names the sign-in in progress for its next step; good for ten minutes */
  challenge: z.string(),
});
export type SecondFactorStep = z.infer<typeof secondFactorStepSchema>;

const challenge = z.string().min(1).max(128);
const totpCode = z
  .string({ error: secondFactorMessages.codeFormat })
  .transform((typed) => typed.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, secondFactorMessages.codeFormat));

/** The second step of a sign-in (`POST /api/auth/second-factor`), one of four. */
export const secondFactorInputSchema = z.discriminatedUnion('step', [
  z.strictObject({ step: z.literal('code'), challenge, code: totpCode }),
  z.strictObject({
    step: z.literal('recovery-code'),
    challenge,
    recoveryCode: z.string({ error: secondFactorMessages.recoveryCodeRequired }).trim().min(1, secondFactorMessages.recoveryCodeRequired).max(64),
  }),
  z.strictObject({ step: z.literal('enrolment'), challenge }),
  z.strictObject({ step: z.literal('confirm-enrolment'), challenge, code: totpCode }),
]);
export type SecondFactorInput = z.input<typeof secondFactorInputSchema>;

/** The enrolment's secret, to type in the app or scan as a QR code (`otpauth://`, as authenticator apps read it). */
export const enrolmentSecretSchema = z.object({ secret: z.string(), otpauthUri: z.string() });
export type EnrolmentSecret = z.infer<typeof enrolmentSecretSchema>;

export const otpauthUriOf = (email: string, secret: string): string => {
  const issuer = 'Passerelle';
  const label = encodeURIComponent(`${issuer}:${email}`);
  return `otpauth://totp/${label}?secret=${secret}&issuer=${issuer}&algorithm=SHA1&digits=6&period=30`;
};

/** A recovery code spent: the app is taken off the account; the sign-in starts again with the password, then a new app. */
export const recoveryAcceptedSchema = z.object({ secondFactor: z.literal('reset') });

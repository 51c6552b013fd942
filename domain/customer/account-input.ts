import * as z from 'zod';
import { territories } from '../../events/territories';

/**
 * The account forms (spec 1, sections 2.9, 2.10, 5 and 8; spec 2, section 3): one schema per form,
 * used by the browser to show the messages and by the API to parse the request.
 */

export const passwordMinLength = 8;
export const passwordTooShortMessage = 'Le mot de passe doit contenir au moins 8 caractères';
export const passwordPolicyMessage =
  'Le mot de passe doit contenir une minuscule, une majuscule, un chiffre et un caractère spécial';
/** The hint under every new-password field (registration, reset, /compte). */
export const passwordPolicyHint = '8 caractères minimum, avec une minuscule, une majuscule, un chiffre et un caractère spécial.';
export const passwordsDifferMessage = 'Les mots de passe ne correspondent pas';
export const emailTakenMessage = 'Cette adresse email est déjà utilisée';
export const tooManyAttemptsMessage = 'Trop de tentatives. Veuillez patienter quelques minutes';
export const invalidCredentialsMessage = 'Email ou mot de passe incorrect';
export const emailNotConfirmedMessage = 'Veuillez confirmer votre email avant de vous connecter';

/** The user pool's policy (infra and cognito-local): a lower case letter, an upper case letter, a digit, a symbol. */
export const meetsPasswordPolicy = (password: string): boolean =>
  /[a-z]/.test(password) && /[A-Z]/.test(password) && /\d/.test(password) && /[^A-Za-z0-9]/.test(password);

/** Addresses are compared case-insensitively everywhere: they are stored and looked up in lower case. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

const emailField = z
  .string({ error: "L'email est obligatoire" })
  .trim()
  .min(1, "L'email est obligatoire")
  .max(254, "L'email ne peut pas dépasser 254 caractères")
  .pipe(z.email("L'adresse email n'est pas valide"))
  .transform(normalizeEmail);

const text = (max: number) => z.string({ error: 'Ce champ doit être un texte' }).trim().max(max, `${max} caractères maximum`);

export const signInInputSchema = z.strictObject({
  email: emailField,
  password: z.string({ error: 'Le mot de passe est obligatoire' }).min(1, 'Le mot de passe est obligatoire').max(256, 'Mot de passe trop long'),
  /** « Se souvenir de moi »: the session survives the browser for 30 days */
  remember: z.boolean({ error: 'Valeur invalide' }).default(false),
});
export type SignInInput = z.input<typeof signInInputSchema>;

/**
 * Registration (spec 1, section 5). The fields are parsed leniently, then checked in the spec's
 * order, so that the first message is the spec's first rule broken: terms, passwords match,
 * password length, phone, then the other required fields.
 */
const registrationFieldsSchema = z.strictObject({
  email: text(254).default(''),
  password: z.string({ error: 'Ce champ doit être un texte' }).max(256, 'Mot de passe trop long').default(''),
  confirmPassword: z.string({ error: 'Ce champ doit être un texte' }).max(256, 'Mot de passe trop long').default(''),
  firstName: text(100).default(''),
  lastName: text(100).default(''),
  company: text(150).default(''),
  phone: text(30).default(''),
  address: text(200).default(''),
  postalCode: text(20).default(''),
  city: text(100).default(''),
  territory: z.union([z.enum(territories), z.literal('')], { error: 'Territoire inconnu' }).default(''),
  acceptTerms: z.boolean({ error: 'Valeur invalide' }).default(false),
  acceptMarketing: z.boolean({ error: 'Valeur invalide' }).default(false),
});

export const registrationInputSchema = registrationFieldsSchema
  .superRefine((input, context) => {
    const fail = (path: keyof typeof input, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    if (!input.acceptTerms) fail('acceptTerms', 'Vous devez accepter les conditions générales');
    if (input.password !== input.confirmPassword) fail('confirmPassword', passwordsDifferMessage);
    if (input.password.length < passwordMinLength) fail('password', passwordTooShortMessage);
    else if (!meetsPasswordPolicy(input.password)) fail('password', passwordPolicyMessage);
    if (!input.phone) fail('phone', 'Le numéro de téléphone est obligatoire pour la livraison');
    else if (!/^\+?[\d\s().-]{6,30}$/.test(input.phone)) fail('phone', "Le numéro de téléphone n'est pas valide");
    if (!input.firstName) fail('firstName', 'Le prénom est obligatoire');
    if (!input.lastName) fail('lastName', 'Le nom est obligatoire');
    if (!input.email) fail('email', "L'email est obligatoire");
    else if (!z.email().safeParse(input.email).success) fail('email', "L'adresse email n'est pas valide");
    if (!input.territory) fail('territory', 'Veuillez choisir votre territoire');
    if (!input.address) fail('address', "L'adresse complète est obligatoire");
    if (!input.postalCode) fail('postalCode', 'Le code postal est obligatoire');
    if (!input.city) fail('city', 'La ville est obligatoire');
  })
  .transform(({ territory, ...input }) => ({
    ...input,
    email: normalizeEmail(input.email),
    // The refinement has refused the empty territory.
    territory: territory === '' ? territories[0] : territory,
  }));
export type RegistrationInput = z.input<typeof registrationInputSchema>;
export type Registration = z.output<typeof registrationInputSchema>;

/** "Renvoyer l'email de confirmation" and "Mot de passe oublié": one address. */
export const emailOnlyInputSchema = z.strictObject({ email: emailField });
export type EmailOnlyInput = z.input<typeof emailOnlyInputSchema>;

/** A link of a mail: the account it is for and its single-use token (the token only lives in the mail). */
export const linkInputSchema = z.strictObject({
  customerId: z.string({ error: 'Lien invalide' }).regex(/^[\w-]{1,64}$/, 'Lien invalide'),
  token: z.string({ error: 'Lien invalide' }).regex(/^[\w-]{20,100}$/, 'Lien invalide'),
});
export type LinkInput = z.input<typeof linkInputSchema>;

const newPasswordFields = {
  password: z.string({ error: 'Le mot de passe est obligatoire' }).max(256, 'Mot de passe trop long'),
  confirmPassword: z.string({ error: 'Veuillez confirmer le mot de passe' }).max(256, 'Mot de passe trop long'),
};

const checkNewPassword = (input: { password: string; confirmPassword: string }, context: z.RefinementCtx) => {
  if (input.password.length < passwordMinLength) context.addIssue({ code: 'custom', path: ['password'], message: passwordTooShortMessage });
  else if (!meetsPasswordPolicy(input.password)) context.addIssue({ code: 'custom', path: ['password'], message: passwordPolicyMessage });
  if (input.password !== input.confirmPassword) context.addIssue({ code: 'custom', path: ['confirmPassword'], message: passwordsDifferMessage });
};

/** `/reset-password`: the link's token and the new password twice. */
export const resetPasswordInputSchema = z.strictObject({ ...linkInputSchema.shape, ...newPasswordFields }).superRefine(checkNewPassword);
export type ResetPasswordInput = z.input<typeof resetPasswordInputSchema>;

/** `/compte`: a new password needs the current one. */
export const changePasswordInputSchema = z
  .strictObject({
    currentPassword: z.string({ error: 'Le mot de passe actuel est obligatoire' }).min(1, 'Le mot de passe actuel est obligatoire').max(256, 'Mot de passe trop long'),
    ...newPasswordFields,
  })
  .superRefine(checkNewPassword);
export type ChangePasswordInput = z.input<typeof changePasswordInputSchema>;

/** `/compte`: the phone and the postal address the customer may change. */
export const contactDetailsInputSchema = z.strictObject({
  phone: text(30)
    .min(1, 'Le numéro de téléphone est obligatoire pour la livraison')
    .regex(/^\+?[\d\s().-]{6,30}$/, "Le numéro de téléphone n'est pas valide"),
  address: text(200).min(1, "L'adresse complète est obligatoire"),
  postalCode: text(20).min(1, 'Le code postal est obligatoire'),
  city: text(100).min(1, 'La ville est obligatoire'),
});
export type ContactDetailsInput = z.input<typeof contactDetailsInputSchema>;

/** `/compte`: a new address takes effect once confirmed by the link sent to it. */
export const changeEmailInputSchema = z.strictObject({ email: emailField });
export type ChangeEmailInput = z.input<typeof changeEmailInputSchema>;

import { paths } from '@/config/paths';
import { formatPriceFromCents } from '@/lib/format';
import {
  assumedMonthlyShippingSpendCents,
  estimatedMonthlySavingsCents,
  monthlyCostCents,
  plans,
  storageFeePerDayCents,
  storageReminderDaysBeforeEnd,
} from '@domain/pricing/plans';
import { rateCard } from '@domain/pricing/rate-card';
import { returnWindowRule } from '@domain/return/return-terms';
import { linkLifetimeText } from '@domain/customer/link-lifetimes';
import { supportContact } from '@/config/support-contact';

/**
 * The questions of /faq, also shown by /aide (mapped to its own categories in `help-topics.ts`).
 * Every figure of the tariff and of the plans comes from the one rate card in `domain/pricing`,
 * so this page cannot drift from the calculator or from the subscription page (DECISIONS).
 * Answers are plain text: paragraphs separated by a blank line, list items starting with "- ".
 */

export const faqCategories = [
  { id: 'demarrer', label: 'Démarrer' },
  { id: 'adresse-reception', label: 'Adresse et réception' },
  { id: 'expedition-tarifs', label: 'Expédition et tarifs' },
  { id: 'stockage', label: 'Stockage' },
  { id: 'abonnement', label: 'Abonnement Premium' },
  { id: 'achat-retours', label: 'Achat pour moi et retours' },
  { id: 'compte-securite', label: 'Compte et sécurité' },
] as const;

export type FaqCategory = (typeof faqCategories)[number]['id'];

export type FaqEntry = {
  /** stable, used as the anchor of the question on the page */
  readonly id: string;
  readonly category: FaqCategory;
  readonly question: string;
  readonly answer: string;
  /** shown in the "most asked" block of /faq */
  readonly popular: boolean;
  /** where to do what the answer explains, shown under it */
  readonly links?: readonly { readonly label: string; readonly href: string }[];
};

const euros = formatPriceFromCents;

const { standard, express, premium } = rateCard.services;
const { free, premium_monthly: monthly, premium_yearly: yearly } = plans;
const discount = `${rateCard.subscriberDiscountPercent} %`;
const days = ({ min, max }: { min: number; max: number }) => `${min} à ${max} jours ouvrés`;
const serviceLine = (label: string, service: typeof standard | typeof express | typeof premium) =>
  `- ${label} : ${euros(service.basePriceCents)} jusqu’à 1 kg, puis ${euros(service.perExtraKgCents)} par kilo supplémentaire (${days(service.delayDays)})`;

/** "+10 %", "-10 %" or "tarif de base" for a destination multiplier. */
const destinationAdjustment = (multiplier: number) => {
  const percent = Math.round((multiplier - 1) * 100);
  if (percent === 0) return 'tarif de base';
  return percent > 0 ? `+${percent} %` : `${percent} %`;
};
const { destinationMultipliers: destinations } = rateCard;

export const faqEntries: readonly FaqEntry[] = [
  // ---------- Démarrer ----------
  {
    id: 'comment-ca-marche',
    category: 'demarrer',
    popular: true,
    question: 'Comment fonctionne Passerelle ?',
    answer: [
      "Vous créez votre compte gratuitement et recevez aussitôt une adresse de livraison en France, accompagnée de votre numéro de box personnel.",
      "Vous commandez sur les sites marchands qui livrent en France en indiquant cette adresse. Nous réceptionnons votre colis à l’entrepôt, le photographions et le stockons.",
      "Quand vous êtes prêt, vous demandez l’expédition : nous pesons et mesurons le colis, vous recevez un devis, et dès son paiement nous le réexpédions vers la Guadeloupe, la Martinique, la Guyane, La Réunion, Mayotte ou le Maroc.",
    ].join('\n\n'),
  },
  {
    id: 'destinations',
    category: 'demarrer',
    popular: false,
    question: 'Vers quelles destinations expédiez-vous ?',
    answer: [
      "Nous livrons en Guadeloupe, en Martinique, en Guyane, à La Réunion, à Mayotte et au Maroc. Le prix d’un envoi varie selon la destination :",
      [
        `- Guadeloupe et Martinique : ${destinationAdjustment(destinations.guadeloupe)}`,
        `- Guyane : ${destinationAdjustment(destinations.guyane)}`,
        `- La Réunion et Mayotte : ${destinationAdjustment(destinations.reunion)}`,
        `- Maroc : ${destinationAdjustment(destinations.maroc)}`,
      ].join('\n'),
    ].join('\n\n'),
  },
  {
    id: 'contacter-le-support',
    category: 'demarrer',
    popular: false,
    question: 'Comment contacter le service client ?',
    answer: [
      `Écrivez-nous via le formulaire de la page Contact ou à ${supportContact.email}, ou appelez le ${supportContact.phone} (${supportContact.hours}).`,
      `Nous répondons à chaque message ${supportContact.replyDelay}. Les abonnés Premium bénéficient d’un support prioritaire.`,
    ].join('\n\n'),
  },

  // ---------- Adresse et réception ----------
  {
    id: 'utiliser-mon-adresse',
    category: 'adresse-reception',
    popular: true,
    question: 'Comment utiliser mon adresse Passerelle lors d’une commande ?',
    answer: [
      "Votre adresse française figure sur votre tableau de bord. Recopiez-la telle quelle comme adresse de livraison sur le site marchand, en gardant bien votre numéro de box à côté de votre nom.",
      "C’est ce numéro qui nous permet de savoir que le colis est à vous : un colis reçu sans numéro de box doit être identifié à la main, ce qui retarde sa mise en stock.",
    ].join('\n\n'),
  },
  {
    id: 'declarer-un-colis',
    category: 'adresse-reception',
    popular: false,
    question: 'Dois-je déclarer mes colis avant leur arrivée ?',
    answer: [
      "C’est vivement recommandé. Depuis « Déclarer un colis », indiquez le transporteur, le numéro de suivi, le contenu et la valeur de votre achat.",
      "Nous reconnaissons ainsi votre colis dès sa livraison à l’entrepôt, et les informations nécessaires à la douane sont déjà prêtes au moment de l’expédition.",
    ].join('\n\n'),
  },
  {
    id: 'colis-arrive',
    category: 'adresse-reception',
    popular: false,
    question: 'Comment savoir que mon colis est arrivé à l’entrepôt ?',
    answer: [
      "Dès sa réception, votre colis est enregistré et photographié. Il apparaît dans « Mes colis » au statut « Reçu », puis « Stocké », et vous recevez un e-mail.",
      "Les photos vous permettent de vérifier l’état de l’emballage. La période de stockage gratuit commence le jour de la réception.",
    ].join('\n\n'),
  },

  // ---------- Expédition et tarifs ----------
  {
    id: 'calcul-des-frais',
    category: 'expedition-tarifs',
    popular: true,
    question: 'Comment sont calculés les frais d’expédition ?',
    answer: [
      "Chaque service a un prix de base jusqu’à 1 kg, puis un prix par kilo supplémentaire :",
      [serviceLine('Standard', standard), serviceLine('Express', express), serviceLine('Premium', premium)].join('\n'),
      "Les kilos au-delà du premier sont comptés au prorata : un colis de 1,5 kg paie un demi-kilo supplémentaire. Le total est ensuite ajusté selon la destination.",
      `Le calculateur de frais vous donne le prix exact en quelques secondes. Abonné Premium, vous payez ${discount} de moins.`,
    ].join('\n\n'),
  },
  {
    id: 'poids-volumetrique',
    category: 'expedition-tarifs',
    popular: false,
    question: 'Qu’est-ce que le poids volumétrique ?',
    answer: [
      `C’est le poids que représente l’encombrement du colis : longueur × largeur × hauteur (en cm) divisé par ${rateCard.volumetricDivisor}. Nous facturons le plus élevé des deux, poids réel ou poids volumétrique.`,
      `Par exemple, un carton de 50 × 40 × 30 cm pèse 12 kg en volumétrique : même s’il ne pèse que 4 kg sur la balance, il est facturé 12 kg. Le poids facturé est limité à ${rateCard.maxBillableKg} kg par colis.`,
    ].join('\n\n'),
  },
  {
    id: 'delais-de-livraison',
    category: 'expedition-tarifs',
    popular: true,
    question: 'Quels sont les délais de livraison ?',
    answer: [
      [
        `- Standard : ${days(standard.delayDays)}`,
        `- Express : ${days(express.delayDays)}`,
        `- Premium : ${days(premium.delayDays)}`,
      ].join('\n'),
      "Ces délais courent à partir du départ de l’entrepôt. Nous préparons votre envoi sous 24 à 48 h après le paiement du devis. Un contrôle en douane peut parfois ajouter quelques jours.",
    ].join('\n\n'),
  },
  {
    id: 'suivre-mon-colis',
    category: 'expedition-tarifs',
    popular: false,
    question: 'Comment suivre mon colis ?',
    answer:
      "Tous nos envois sont suivis. Connectez-vous puis ouvrez la page Suivi : vous y voyez chaque étape de votre colis, de sa réception à l’entrepôt jusqu’à la livraison, ainsi que le transporteur et le numéro de suivi dès son expédition.",
  },
  {
    id: 'assurance',
    category: 'expedition-tarifs',
    popular: false,
    question: 'Mes colis sont-ils assurés ?',
    answer: [
      "Les services Express et Premium incluent une assurance jusqu’à 1 000 € de valeur déclarée. Le service Standard est suivi mais n’est pas assuré.",
      "Pour un achat de valeur, choisissez donc Express ou Premium et déclarez la valeur exacte de votre colis.",
    ].join('\n\n'),
  },
  {
    id: 'validite-du-devis',
    category: 'expedition-tarifs',
    popular: false,
    question: 'Combien de temps mon devis d’expédition est-il valable ?',
    answer: [
      "Votre devis, au format PDF, détaille les montants HT et TTC (TVA 20 %). Il reste valable 30 jours à compter de son émission.",
      "Vous le réglez par carte depuis votre espace client ; l’expédition est préparée dès la confirmation du paiement.",
    ].join('\n\n'),
  },

  // ---------- Stockage ----------
  {
    id: 'stockage-gratuit',
    category: 'stockage',
    popular: true,
    question: 'Combien de temps mon colis est-il stocké gratuitement ?',
    answer: [
      "Le stockage est gratuit à partir de la réception de votre colis pendant :",
      [
        `- ${free.freeStorageDays} jours avec la formule ${free.label} (gratuite)`,
        `- ${monthly.freeStorageDays} jours avec ${monthly.label}`,
        `- ${yearly.freeStorageDays} jours avec ${yearly.label}`,
      ].join('\n'),
      `Au-delà, le stockage coûte ${euros(storageFeePerDayCents)} par jour et par colis.`,
    ].join('\n\n'),
  },
  {
    id: 'frais-de-stockage',
    category: 'stockage',
    popular: false,
    question: 'Comment sont facturés les frais de stockage ?',
    answer: [
      `Une fois la période gratuite écoulée, ${euros(storageFeePerDayCents)} par colis s’ajoute chaque jour. Le montant à jour est affiché dans votre espace client et il est ajouté au devis de votre prochaine expédition.`,
      `Nous vous prévenons par e-mail ${storageReminderDaysBeforeEnd} jours avant la fin du stockage gratuit, puis une fois par semaine tant que des frais s’accumulent.`,
    ].join('\n\n'),
  },
  {
    id: 'regrouper-mes-colis',
    category: 'stockage',
    popular: false,
    question: 'Puis-je regrouper plusieurs colis en un seul envoi ?',
    answer: [
      "Oui. Tant que vos colis sont stockés, sélectionnez-en plusieurs dans « Mes colis » et demandez une expédition groupée : ils partent ensemble dans un seul envoi, ce qui revient souvent moins cher que plusieurs envois séparés.",
      `Le regroupement illimité est inclus dans l’abonnement ${yearly.label}.`,
    ].join('\n\n'),
  },

  // ---------- Abonnement Premium ----------
  {
    id: 'avantages-premium',
    category: 'abonnement',
    popular: true,
    question: 'Que comprend l’abonnement Premium ?',
    answer: [
      `Deux formules : ${monthly.label} à ${euros(monthly.priceCents)} par mois, ou ${yearly.label} à ${euros(yearly.priceCents)} par an (2 mois gratuits, soit environ ${euros(monthlyCostCents('premium_yearly'))} par mois). Les deux formules comprennent :`,
      [
        `- ${discount} de remise sur tous vos frais d’expédition`,
        `- le stockage gratuit pendant ${monthly.freeStorageDays} jours (mensuel) ou ${yearly.freeStorageDays} jours (annuel), au lieu de ${free.freeStorageDays} jours`,
        '- le support prioritaire',
      ].join('\n'),
      'La formule annuelle ajoute le regroupement de colis illimité.',
    ].join('\n\n'),
  },
  {
    id: 'premium-rentable',
    category: 'abonnement',
    popular: false,
    question: 'L’abonnement Premium est-il rentable pour moi ?',
    answer: [
      `Dès que vous expédiez régulièrement, oui. Pour ${euros(assumedMonthlyShippingSpendCents)} de frais d’expédition par mois, la remise de ${discount} vous fait économiser ${euros((assumedMonthlyShippingSpendCents * rateCard.subscriberDiscountPercent) / 100)} : une fois l’abonnement payé, il vous reste environ ${euros(estimatedMonthlySavingsCents('premium_monthly'))} par mois avec ${monthly.label} et ${euros(estimatedMonthlySavingsCents('premium_yearly'))} avec ${yearly.label}.`,
      "La page Abonnement calcule votre économie selon le nombre de colis que vous envoyez.",
    ].join('\n\n'),
  },
  {
    id: 'resilier-ou-changer',
    category: 'abonnement',
    popular: false,
    question: 'Comment résilier ou changer de formule ?',
    answer: [
      `Depuis la page Abonnement, la résiliation est possible à tout moment : le renouvellement s’arrête et vous gardez vos avantages jusqu’à la fin de la période payée, puis vous revenez à la formule ${free.label}.`,
      "Vous pouvez passer du mensuel à l’annuel quand vous le souhaitez ; le retour de l’annuel au mensuel se fait à la fin de la période annuelle. Le paiement se fait par carte, sur une page de paiement sécurisée.",
    ].join('\n\n'),
  },

  // ---------- Achat pour moi et retours ----------
  {
    id: 'achat-pour-moi',
    category: 'achat-retours',
    popular: false,
    question: 'Comment fonctionne le service Achat pour moi ?',
    answer: [
      "Un site refuse votre carte ou ne livre pas en France depuis l’étranger ? Envoyez-nous les liens des articles souhaités : nous vous adressons un devis sous 24 h.",
      "Le devis comprend le prix des articles et des frais de service de 19,99 € par commande (14,99 € pour les abonnés Premium). Une fois le devis payé, nous achetons les articles pour vous ; à leur arrivée à l’entrepôt, ils deviennent un colis de votre espace, prêt à être expédié.",
    ].join('\n\n'),
  },
  {
    id: 'retour-en-metropole',
    category: 'achat-retours',
    popular: false,
    question: 'Comment renvoyer un colis vers la France métropolitaine ?',
    answer: [
      `Depuis « Gestion des retours », demandez le retour d’un colis éligible dans un délai de ${returnWindowRule}, en joignant des photos si besoin. Le retour est traité en 2 à 3 jours ouvrés. Son prix dépend du poids facturé :`,
      [
        "- jusqu’à 1 kg : 8,50 €",
        "- jusqu’à 5 kg : 12,50 €",
        "- jusqu’à 10 kg : 18,50 €",
        '- au-delà de 10 kg : 25 €, plus 2,50 € par kilo au-delà de 10 kg',
      ].join('\n'),
      "Ce tarif est ajusté selon l’urgence choisie : faible (-20 %), normale (tarif indiqué), urgente (+30 %) ou critique (+60 %).",
    ].join('\n\n'),
    links: [
      { label: 'Demander un retour', href: paths.returns.getHref() },
      { label: 'Le service de retour et ses prix', href: paths.returnsService.getHref() },
    ],
  },

  // ---------- Compte et sécurité ----------
  {
    id: 'mot-de-passe-oublie',
    category: 'compte-securite',
    popular: false,
    question: 'J’ai oublié mon mot de passe : que faire ?',
    answer: [
      `Sur la page Connexion, choisissez « Mot de passe oublié » et saisissez votre adresse e-mail. Vous recevez un lien de réinitialisation, valable ${linkLifetimeText('reset')}, pour choisir un nouveau mot de passe d’au moins 8 caractères.`,
      "Rien reçu ? Vérifiez vos courriers indésirables, puis contactez le support.",
    ].join('\n\n'),
  },
  {
    id: 'verification-identite',
    category: 'compte-securite',
    popular: false,
    question: 'Pourquoi me demande-t-on une pièce d’identité ?',
    answer:
      "Pour tout colis d’une valeur déclarée supérieure à 1 000 €, nous vérifions votre identité avant l’expédition. Cette vérification vous protège contre la fraude et répond aux exigences des douanes ; vos documents sont traités de manière confidentielle.",
  },
];

export const faqCategoryLabel = (category: FaqCategory): string =>
  faqCategories.find((candidate) => candidate.id === category)?.label ?? category;

export const popularFaqEntries = (entries: readonly FaqEntry[]): FaqEntry[] => entries.filter((entry) => entry.popular);

/** schema.org FAQPage, for search engines: every question with its full answer. */
export const faqJsonLd = (entries: readonly Pick<FaqEntry, 'question' | 'answer'>[]) => ({
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: entries.map((entry) => ({
    '@type': 'Question',
    name: entry.question,
    acceptedAnswer: { '@type': 'Answer', text: entry.answer },
  })),
});

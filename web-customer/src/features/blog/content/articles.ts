import {
  assumedMonthlyShippingSpendCents,
  estimatedMonthlySavingsCents,
  monthlyCostCents,
  plans,
  storageFeePerDayCents,
  storageReminderDaysBeforeEnd,
} from '@domain/pricing/plans';
import { rateCard } from '@domain/pricing/rate-card';
import {
  buyForMeFeeCents,
  returnAboveTenKg,
  returnBands,
  returnCostCents,
  returnUrgencyFactors,
} from '@domain/pricing/service-fees';
import { returnWindowRule } from '@domain/return/return-terms';
import { shippingPriceCents } from '@domain/pricing/shipping-price';
import { paths } from '@/config/paths';
import { formatPriceFromCents } from '@/lib/format';
import { readingMinutesFor } from '../utils/reading-time';
import type { ArticleLink, ArticleSection, BlogArticle, BlogCategory } from './blog-types';

/**
 * The eight articles of /blog (spec 3, sections 2.1 and 2.9), rewritten against DECISIONS: every
 * shipping price, discount and storage term is read from the rate card and the plans of
 * `domain/pricing`, so an article cannot contradict the calculator, /tarifs or the FAQ. The spec's
 * wrong claims (buy-for-me "3 %" capped fee, a "12,90" return band, "30 days" of free storage) are
 * not reproduced. Articles link only to pages that exist; the services that have no page yet
 * (returns, subscription, registration) are named in the text only.
 */

const euros = formatPriceFromCents;

const { standard, express, premium } = rateCard.services;
const { free, premium_monthly: monthly, premium_yearly: yearly } = plans;
const discount = `${rateCard.subscriberDiscountPercent} %`;
const workingDays = ({ min, max }: { min: number; max: number }) => `${min} à ${max} jours ouvrés`;
const percentOf = (multiplier: number) => `${Math.round(Math.abs(multiplier - 1) * 100)} %`;
const { destinationMultipliers: multipliers } = rateCard;

/** Public price of a parcel with no measured volume (the weight alone is billed). */
const priceOf = (weightKg: number, destination: Parameters<typeof shippingPriceCents>[0]['destination'], service: 'standard' | 'express' | 'premium' = 'standard') =>
  shippingPriceCents({ weightKg, lengthCm: 0, widthCm: 0, heightCm: 0, destination, service, subscriber: false });

const factorAsPercent = (factor: number) => {
  const percent = Math.round((factor - 1) * 100);
  return percent === 0 ? 'tarif indiqué' : percent > 0 ? `+${percent} %` : `${percent} %`;
};

const link = {
  calculator: {
    label: 'Calculer mes frais d’expédition',
    href: paths.calculator.getHref(),
    description: 'Le prix exact de votre envoi selon le poids, les dimensions, la destination et le service.',
  },
  pricing: {
    label: 'Voir les tarifs',
    href: paths.pricing.getHref(),
    description: 'Les prix de départ par destination et par service, et l’offre Premium.',
  },
  tracking: {
    label: 'Suivre mes colis',
    href: paths.tracking.getHref(),
    description: 'Chaque étape de vos colis, de l’entrepôt à la livraison (connexion requise).',
  },
  declare: {
    label: 'Déclarer un colis',
    href: paths.declareParcel.getHref(),
    description: 'Annoncez un achat avant son arrivée pour qu’il soit reconnu dès la livraison à l’entrepôt.',
  },
  faq: {
    label: 'Questions fréquentes',
    href: paths.faq.getHref(),
    description: 'Stockage, délais, assurance, abonnement : les réponses aux questions les plus posées.',
  },
  help: {
    label: 'Centre d’aide',
    href: paths.help.getHref(),
    description: 'Cherchez une réponse par thème ou par mot-clé.',
  },
  contact: {
    label: 'Contacter le support',
    href: paths.contact.getHref(),
    description: 'Une question sur un colis, un devis ou un achat ? Notre équipe vous répond sous 24 h.',
  },
  returns: {
    label: 'Demander un retour',
    href: paths.returns.getHref(),
    description: 'Vos colis reçus ou stockés qui peuvent repartir vers la métropole, et vos demandes en cours (connexion requise).',
  },
  buyForMe: {
    label: 'Demander un achat',
    href: paths.buyForMe.getHref(),
    description: 'Envoyez-nous vos articles : devis sous 24 h, achat et réception à l’entrepôt (connexion requise).',
  },
  login: {
    label: 'Me connecter',
    href: paths.login.getHref(),
    description: 'Accédez à votre espace client, à votre adresse et à vos colis.',
  },
} as const satisfies Record<string, ArticleLink>;

type ArticleDraft = Omit<BlogArticle, 'readingMinutes'> & { sections: readonly ArticleSection[] };

/** The reading time is counted from the text itself, so it stays right when an article is edited. */
const article = (draft: ArticleDraft): BlogArticle => ({ ...draft, readingMinutes: readingMinutesFor(draft.sections) });

const category = <C extends BlogCategory>(value: C) => value;

const monthlySavings = euros(estimatedMonthlySavingsCents('premium_monthly'));
const yearlySavings = euros(estimatedMonthlySavingsCents('premium_yearly'));
const discountOnAssumedSpend = euros((assumedMonthlyShippingSpendCents * rateCard.subscriberDiscountPercent) / 100);

const twoKgReunion = priceOf(2, 'reunion');
const twoKgMartinique = priceOf(2, 'martinique');
const oneKgGuadeloupe = priceOf(1, 'guadeloupe');
const threeKgGuadeloupe = priceOf(3, 'guadeloupe');
const fiveKgMaroc = priceOf(5, 'maroc', 'express');

export const blogArticles: readonly BlogArticle[] = [
  article({
    slug: 'abonnements-domtom-tarifs-preferentiels',
    title: 'Abonnement Premium : des tarifs préférentiels pour les DOM-TOM et le Maroc',
    excerpt: `${discount} de remise sur chaque expédition, un stockage gratuit allongé et un support prioritaire : quand l’abonnement Premium devient-il rentable ?`,
    publishedAt: '2026-11-03',
    category: category('abonnements'),
    sections: [
      {
        heading: 'Trois formules, une seule logique',
        paragraphs: [
          `Chez Passerelle, tout le monde commence avec la formule ${free.label}, gratuite et sans engagement : vous recevez votre adresse en France, votre numéro de box, et vous payez chaque expédition au tarif public. C’est la bonne formule pour tester le service ou pour un envoi occasionnel, avant les fêtes ou la rentrée scolaire.`,
          `Dès que vous commandez régulièrement en métropole, l’abonnement Premium change l’équation. Il existe en deux versions : ${monthly.label} à ${euros(monthly.priceCents)} par mois, et ${yearly.label} à ${euros(yearly.priceCents)} par an, soit deux mois offerts et environ ${euros(monthlyCostCents('premium_yearly'))} par mois.`,
        ],
      },
      {
        heading: 'Ce que vous obtenez concrètement',
        paragraphs: [
          [
            `- ${discount} de remise sur tous vos frais d’expédition, quel que soit le service choisi (Standard, Express ou Premium) et quelle que soit votre destination`,
            `- un stockage gratuit de ${monthly.freeStorageDays} jours avec la formule mensuelle et de ${yearly.freeStorageDays} jours avec la formule annuelle, au lieu de ${free.freeStorageDays} jours`,
            '- un support prioritaire : vos messages passent en tête de file',
            `- des frais réduits sur le service Achat pour moi : ${euros(buyForMeFeeCents.premium)} par commande au lieu de ${euros(buyForMeFeeCents.free)}`,
            '- avec la formule annuelle, le regroupement de colis illimité',
          ].join('\n'),
          `Le stockage allongé est souvent l’avantage le plus sous-estimé. Avec la formule gratuite, un colis reste sans frais ${free.freeStorageDays} jours après sa réception, puis coûte ${euros(storageFeePerDayCents)} par jour. Avec Premium, vous avez tout le temps d’attendre vos autres commandes pour tout expédier ensemble.`,
        ],
      },
      {
        heading: 'Un exemple chiffré',
        paragraphs: [
          `Prenons une famille de La Réunion qui envoie un colis de 2 kg en service Standard. Au tarif public, l’envoi coûte ${euros(twoKgReunion.publicPriceCents)} ; un abonné Premium paie ${euros(twoKgReunion.subscriberPriceCents)}. Sur un seul colis, l’écart paraît modeste. Mais il se répète à chaque envoi.`,
          `Pour ${euros(assumedMonthlyShippingSpendCents)} de frais d’expédition par mois, la remise représente ${discountOnAssumedSpend}. Une fois l’abonnement payé, il vous reste environ ${monthlySavings} par mois avec ${monthly.label} et ${yearlySavings} avec ${yearly.label}. Et nous n’avons pas compté les frais de stockage évités.`,
        ],
      },
      {
        heading: 'Mensuel ou annuel ?',
        paragraphs: [
          'La formule mensuelle convient si vos achats se concentrent sur quelques périodes de l’année : vous l’activez avant une grosse vague de commandes et vous la résiliez ensuite. La résiliation arrête simplement le renouvellement ; vous gardez vos avantages jusqu’à la fin du mois payé.',
          'La formule annuelle est la plus économique si vous commandez tout au long de l’année, par exemple pour un commerce, une association ou une famille nombreuse. Vous pouvez passer du mensuel à l’annuel à tout moment ; le retour à la formule mensuelle se fait à la fin de la période annuelle.',
        ],
      },
      {
        heading: 'Comment souscrire',
        paragraphs: [
          'L’abonnement se souscrit depuis votre espace client, rubrique Abonnement, et se règle par carte sur une page de paiement sécurisée. La remise s’applique dès l’activation, sur les devis d’expédition suivants.',
          `Avant de vous décider, estimez vos frais habituels avec le calculateur : il affiche pour chaque service le prix public et le prix abonné. Si la différence dépasse ${euros(monthly.priceCents)} sur un mois normal, l’abonnement est déjà rentable.`,
        ],
      },
    ],
    links: [link.calculator, link.pricing, link.faq, link.login],
  }),

  article({
    slug: 'achat-pour-moi-assistant-personnel',
    title: 'Achat pour moi : votre assistant personnel pour les boutiques françaises',
    excerpt: 'Carte refusée, boutique qui ne livre pas hors de l’Hexagone, paiement impossible depuis l’étranger ? Nous achetons pour vous, en toute transparence.',
    publishedAt: '2026-11-05',
    category: category('services'),
    sections: [
      {
        heading: 'Quand un site refuse de vous vendre',
        paragraphs: [
          'Vous avez trouvé la bonne paire de chaussures, la pièce détachée introuvable sur l’île ou le cartable que votre enfant réclame. Au moment de payer, le site refuse votre carte, n’accepte qu’un moyen de paiement français, ou bloque la commande parce que votre adresse de facturation est en Guadeloupe, en Guyane ou au Maroc.',
          'C’est exactement pour ces situations que nous avons créé le service Achat pour moi. Une personne de notre équipe passe la commande à votre place, avec un moyen de paiement français, et fait livrer les articles à notre entrepôt. Ils rejoignent ensuite votre espace comme n’importe quel colis, prêts à être réexpédiés.',
        ],
      },
      {
        heading: 'Un prix fixe et connu à l’avance',
        paragraphs: [
          `Le service coûte ${euros(buyForMeFeeCents.free)} par commande avec la formule ${free.label}, et ${euros(buyForMeFeeCents.premium)} par commande pour les abonnés Premium. Ce montant ne dépend pas de la valeur de vos achats : que vous commandiez un livre ou un ordinateur, les frais de service sont les mêmes.`,
          'Une commande correspond à une boutique. Si vous regroupez plusieurs articles du même site dans une seule demande, vous ne payez les frais de service qu’une fois. C’est le premier réflexe à adopter pour rentabiliser le service.',
        ],
      },
      {
        heading: 'Pour quels achats ?',
        paragraphs: [
          [
            '- les boutiques qui n’acceptent que des cartes émises en France',
            '- les sites qui ne livrent qu’en France métropolitaine et refusent une adresse de facturation ultramarine ou marocaine',
            '- les ventes privées et les petites boutiques indépendantes, parfois peu habituées aux commandes de l’étranger',
            '- les achats pour un proche, quand vous préférez qu’une équipe s’occupe de tout',
          ].join('\n'),
          'Quelques limites s’appliquent, comme pour tout envoi : les produits interdits au transport aérien ou soumis à restriction douanière ne peuvent pas être achetés pour vous. En cas de doute, posez la question au support avant de faire votre demande.',
        ],
      },
      {
        heading: 'Nos conseils pour une demande réussie',
        paragraphs: [
          'Donnez le lien exact de chaque article, et précisez la taille, la couleur ou la référence. Un lien vers la fiche produit évite les malentendus bien mieux qu’une description. Indiquez aussi une alternative si l’article risque d’être en rupture : nous pourrons vous la proposer sans vous faire attendre.',
          'Pensez enfin au poids et au volume. Un achat léger mais encombrant, comme un coussin ou un jouet en carton, peut coûter plus cher à expédier qu’il n’y paraît, car nous facturons le plus élevé du poids réel et du poids volumétrique. Le calculateur vous donne une estimation avant même de faire votre demande.',
        ],
      },
      {
        heading: 'Et ensuite ?',
        paragraphs: [
          'Vous recevez un devis sous 24 h, avec le prix des articles et les frais de service. Vous le payez par carte, nous passons la commande, puis nous suivons la livraison jusqu’à notre entrepôt. À l’arrivée, le colis est photographié et apparaît dans votre espace client ; vous demandez son expédition quand vous le souhaitez.',
          'Le service Achat pour moi se demande depuis votre espace client. Le détail de chaque étape est expliqué dans notre article consacré au processus complet.',
        ],
      },
    ],
    links: [link.buyForMe, link.calculator, link.faq, link.contact, link.login],
  }),

  article({
    slug: 'achat-pour-moi-processus-complet',
    title: 'Achat pour moi : le processus complet, étape par étape',
    excerpt: 'De votre demande à la livraison chez vous : devis sous 24 h, achat, réception à l’entrepôt, expédition. Ce qui se passe à chaque étape et ce que vous payez.',
    publishedAt: '2026-11-09',
    category: category('services'),
    sections: [
      {
        heading: 'Étape 1 : votre demande',
        paragraphs: [
          'Depuis votre espace client, ouvrez le service Achat pour moi et indiquez le nom de la boutique et son adresse web, puis ajoutez une ligne par article : le nom, les options (taille, couleur, modèle), le lien vers la fiche produit, le prix affiché et la quantité. Un récapitulatif calcule le sous-total en direct.',
          'La destination de l’envoi est par défaut votre propre territoire. Vous pouvez ajouter des instructions, par exemple « accepter une autre couleur si rupture » ou « ne pas commander si le prix a augmenté ». Votre demande apparaît alors au statut « En attente ».',
        ],
      },
      {
        heading: 'Étape 2 : le devis, sous 24 h',
        paragraphs: [
          `Un membre de l’équipe vérifie la disponibilité et le prix de chaque article, puis vous envoie un devis sous 24 h. Il comprend le prix des articles, les éventuels frais de livraison du site jusqu’à notre entrepôt, et nos frais de service : ${euros(buyForMeFeeCents.free)} par commande avec la formule ${free.label}, ${euros(buyForMeFeeCents.premium)} pour les abonnés Premium.`,
          'Si un article n’est plus disponible ou si son prix a changé, nous vous le signalons dans le devis plutôt que de décider à votre place. Votre demande passe au statut « Devis envoyé ».',
        ],
      },
      {
        heading: 'Étape 3 : le paiement et l’achat',
        paragraphs: [
          'Vous réglez le devis par carte, sur une page de paiement sécurisée. La demande passe à « Payée », puis à « Achetée » dès que la commande est passée sur le site marchand. Vous pouvez encore annuler tant que l’achat n’a pas eu lieu ; une fois la commande passée, ce sont les conditions de retour de la boutique qui s’appliquent.',
          'Nous conservons la confirmation de commande et la facture du marchand : elles seront utiles pour la déclaration en douane de votre envoi.',
        ],
      },
      {
        heading: 'Étape 4 : la réception à l’entrepôt',
        paragraphs: [
          `Quand les articles arrivent, la demande passe à « Reçue » et devient un colis de votre espace, photographié comme tous les autres. Vous pouvez vérifier l’état de l’emballage sur les photos. À partir de ce jour, la période de stockage gratuit commence : ${free.freeStorageDays} jours avec la formule ${free.label}, ${monthly.freeStorageDays} jours avec ${monthly.label} et ${yearly.freeStorageDays} jours avec ${yearly.label}.`,
          `Nous vous prévenons par e-mail ${storageReminderDaysBeforeEnd} jours avant la fin du stockage gratuit ; au-delà, chaque jour coûte ${euros(storageFeePerDayCents)} par colis.`,
        ],
      },
      {
        heading: 'Étape 5 : l’expédition vers chez vous',
        paragraphs: [
          `Vous demandez l’expédition comme pour n’importe quel colis : nous le pesons, le mesurons et vous adressons un devis d’expédition. Les délais dépendent du service choisi : ${workingDays(standard.delayDays)} en Standard, ${workingDays(express.delayDays)} en Express, ${workingDays(premium.delayDays)} en Premium, à compter du départ de l’entrepôt.`,
          'Vous suivez ensuite chaque étape depuis la page Suivi, avec le numéro du transporteur dès le départ du colis.',
        ],
      },
      {
        heading: 'Combien ça coûte, au total ?',
        paragraphs: [
          `Imaginons trois vêtements commandés sur le même site, pour 120 € d’articles, livrés en Martinique dans un colis de 2 kg. Vous payez 120 € d’articles, ${euros(buyForMeFeeCents.free)} de frais de service, puis ${euros(twoKgMartinique.publicPriceCents)} d’expédition en Standard. Abonné Premium, vous payeriez ${euros(buyForMeFeeCents.premium)} de frais de service et ${euros(twoKgMartinique.subscriberPriceCents)} d’expédition.`,
        ],
      },
    ],
    links: [link.buyForMe, link.calculator, link.tracking, link.faq, link.contact],
  }),

  article({
    slug: 'calculateur-tarifs-expedition-domtom',
    title: 'Calculateur de tarifs : connaître le prix de votre envoi avant d’acheter',
    excerpt: 'Poids réel, poids volumétrique, destination, service : comment le calculateur établit le prix exact de votre envoi, et comment l’utiliser pour payer moins.',
    publishedAt: '2026-11-02',
    category: category('outils'),
    sections: [
      {
        heading: 'Pourquoi calculer avant de commander',
        paragraphs: [
          'Le prix d’un article en métropole n’est qu’une partie de son coût réel une fois chez vous. Avant de valider un panier, il est utile de savoir combien coûtera le transport jusqu’en Guadeloupe, à Mayotte ou au Maroc. Le calculateur de Passerelle vous donne ce prix en quelques secondes, avec la même grille tarifaire que celle de vos devis : aucune surprise au moment de l’expédition.',
        ],
      },
      {
        heading: 'Comment le prix est construit',
        paragraphs: [
          'Chaque service a un prix de base jusqu’à 1 kg, puis un prix par kilo supplémentaire :',
          [
            `- Standard : ${euros(standard.basePriceCents)} jusqu’à 1 kg, puis ${euros(standard.perExtraKgCents)} par kilo supplémentaire, livré en ${workingDays(standard.delayDays)}`,
            `- Express : ${euros(express.basePriceCents)} jusqu’à 1 kg, puis ${euros(express.perExtraKgCents)} par kilo supplémentaire, livré en ${workingDays(express.delayDays)}`,
            `- Premium : ${euros(premium.basePriceCents)} jusqu’à 1 kg, puis ${euros(premium.perExtraKgCents)} par kilo supplémentaire, livré en ${workingDays(premium.delayDays)}`,
          ].join('\n'),
          `Les kilos au-delà du premier sont comptés au prorata : un colis de 1,5 kg paie un demi-kilo supplémentaire, pas un kilo entier. Le total est ensuite ajusté selon la destination : tarif de base pour la Guadeloupe et la Martinique, +${percentOf(multipliers.guyane)} pour la Guyane, +${percentOf(multipliers.reunion)} pour La Réunion et Mayotte, -${percentOf(multipliers.maroc)} pour le Maroc.`,
        ],
      },
      {
        heading: 'Le piège du poids volumétrique',
        paragraphs: [
          `Les transporteurs facturent l’espace occupé autant que le poids. Le poids volumétrique se calcule ainsi : longueur × largeur × hauteur en centimètres, divisé par ${rateCard.volumetricDivisor}. Nous facturons le plus élevé des deux, poids réel ou poids volumétrique, dans la limite de ${rateCard.maxBillableKg} kg par colis.`,
          'Un carton de 50 × 40 × 30 cm représente ainsi 12 kg, même s’il ne contient qu’un oreiller de 2 kg. Pour les articles légers et volumineux, renseignez toujours les dimensions dans le calculateur : c’est là que se cachent les mauvaises surprises.',
        ],
      },
      {
        heading: 'Trois exemples',
        paragraphs: [
          [
            `- un colis de 2 kg vers La Réunion en Standard : ${euros(twoKgReunion.publicPriceCents)}, ou ${euros(twoKgReunion.subscriberPriceCents)} pour un abonné Premium`,
            `- un colis de 2 kg vers la Martinique en Standard : ${euros(twoKgMartinique.publicPriceCents)}, ou ${euros(twoKgMartinique.subscriberPriceCents)} pour un abonné`,
            `- un colis de 5 kg vers le Maroc en Express, assuré : ${euros(fiveKgMaroc.publicPriceCents)}, ou ${euros(fiveKgMaroc.subscriberPriceCents)} pour un abonné`,
          ].join('\n'),
          `Le calculateur affiche les trois services côte à côte, avec le délai, le suivi (inclus partout) et l’assurance (incluse en Express et en Premium, jusqu’à 1 000 € de valeur déclarée). Il indique aussi le prix abonné, ${discount} moins cher.`,
        ],
      },
      {
        heading: 'Nos astuces pour payer moins',
        paragraphs: [
          [
            '- Regroupez vos achats : un envoi de 3 kg coûte bien moins cher que trois envois de 1 kg, car vous ne payez le prix de base qu’une fois.',
            '- Demandez aux marchands un emballage adapté quand c’est possible, ou choisissez les articles les moins encombrants.',
            '- Choisissez Standard quand rien ne presse, Express ou Premium pour un achat de valeur qui doit être assuré.',
            '- Comparez le prix public et le prix abonné : si vous expédiez souvent, l’abonnement Premium se rembourse vite.',
          ].join('\n'),
          'Le prix affiché par le calculateur est un prix exact pour les mesures saisies. Le devis définitif est établi à partir du poids et des dimensions mesurés à l’entrepôt.',
        ],
      },
    ],
    links: [link.calculator, link.pricing, link.faq],
  }),

  article({
    slug: 'engagement-environnemental-passerelle',
    title: 'Notre engagement environnemental : expédier moins souvent, mieux remplir',
    excerpt: 'Regroupement des colis, emballages ajustés, envois sans urgence : ce que nous faisons pour limiter l’empreinte de vos achats, et ce que vous pouvez faire avec nous.',
    publishedAt: '2026-11-12',
    category: category('expedition'),
    sections: [
      {
        heading: 'Le transport, premier poste d’impact',
        paragraphs: [
          'Faire venir un produit de métropole jusqu’aux Antilles, en Guyane, dans l’océan Indien ou au Maroc a un coût environnemental réel. L’essentiel de cet impact tient au transport lui-même, et il dépend surtout de deux choses : le nombre d’envois et l’espace qu’ils occupent. Un colis à moitié vide transporte surtout de l’air ; dix petits colis mobilisent dix fois la manutention, les étiquettes et les cartons.',
          'Notre engagement part de ce constat simple : le meilleur envoi est celui qu’on peut éviter ou regrouper. Il rejoint votre intérêt, puisque le même principe fait baisser votre facture.',
        ],
      },
      {
        heading: 'Ce que nous faisons',
        paragraphs: [
          [
            '- Le regroupement : vos colis stockés peuvent partir ensemble dans un seul envoi, au lieu de voyager chacun de leur côté.',
            '- Un stockage gratuit qui laisse le temps de regrouper, prolongé pour les abonnés Premium.',
            '- Des photos à la réception, qui permettent de repérer une erreur de commande avant l’expédition plutôt qu’après un aller-retour inutile.',
            '- Des documents dématérialisés : devis en PDF, notifications par e-mail, suivi en ligne.',
          ].join('\n'),
          'Nous facturons au poids réel ou au poids volumétrique, le plus élevé des deux. Ce mode de calcul, commun aux transporteurs, a un effet vertueux : il rend visible le coût de l’espace perdu et encourage des emballages ajustés.',
        ],
      },
      {
        heading: 'Ce que vous pouvez faire',
        paragraphs: [
          `Regroupez vos commandes. Plutôt que d’expédier chaque achat dès son arrivée, laissez vos colis s’accumuler quelques jours à l’entrepôt et faites partir un seul envoi. Avec la formule ${free.label}, le stockage est gratuit ${free.freeStorageDays} jours ; avec Premium, ${monthly.freeStorageDays} ou ${yearly.freeStorageDays} jours, de quoi attendre sereinement la fin d’une vague d’achats.`,
          'Choisissez le service Standard quand rien ne presse. Un délai de livraison plus souple laisse davantage de latitude pour optimiser le remplissage des envois.',
          'Déclarez vos colis à l’avance. Un colis annoncé est reconnu dès son arrivée ; un colis sans numéro de box doit être identifié à la main, ce qui multiplie les manipulations.',
          'Vérifiez vos achats sur les photos de réception. Un article non conforme repéré à l’entrepôt peut être renvoyé au vendeur sans avoir traversé l’océan deux fois.',
        ],
      },
      {
        heading: 'Un exemple qui parle',
        paragraphs: [
          `Trois commandes de 1 kg envoyées séparément en Guadeloupe coûtent ${euros(oneKgGuadeloupe.publicPriceCents * 3)} en Standard. Regroupées en un seul colis de 3 kg, elles coûtent ${euros(threeKgGuadeloupe.publicPriceCents)}. Un seul carton, une seule étiquette, une seule place dans le conteneur ou dans la soute : l’économie est à la fois financière et matérielle.`,
        ],
      },
      {
        heading: 'Et la suite ?',
        paragraphs: [
          'Nous travaillons à mieux vous informer sur l’impact de chaque envoi et à faire du regroupement le choix par défaut plutôt que l’exception. Vous avez une idée, une remarque ou une exigence sur ce sujet ? Écrivez-nous : les suggestions de nos clients font partie de la feuille de route.',
        ],
      },
    ],
    links: [link.calculator, link.declare, link.contact],
  }),

  article({
    slug: 'guide-achat-amazon-france-domtom',
    title: 'Guide : commander sur Amazon France et se faire livrer dans les DOM-TOM',
    excerpt: 'Adresse de livraison, numéro de box, vendeurs tiers, regroupement : le guide pratique pour faire venir vos commandes Amazon France sans mauvaise surprise.',
    publishedAt: '2026-11-16',
    category: category('expedition'),
    sections: [
      {
        heading: 'Pourquoi passer par une adresse en métropole',
        paragraphs: [
          'Sur Amazon France, de nombreux articles ne sont pas proposés à la livraison vers les départements d’outre-mer ou le Maroc, ou le sont avec des frais et des délais très variables selon le vendeur. Avec une adresse Passerelle, votre commande est livrée en France métropolitaine comme n’importe quelle autre : vous accédez à tout le catalogue, aux délais habituels jusqu’à notre entrepôt, et vous choisissez ensuite comment et quand faire venir vos achats.',
        ],
      },
      {
        heading: 'Étape 1 : enregistrer votre adresse Passerelle',
        paragraphs: [
          'Dans votre compte Amazon, ajoutez une nouvelle adresse de livraison en recopiant exactement celle de votre tableau de bord Passerelle. Le point essentiel est votre numéro de box : placez-le juste à côté de votre nom, dans le champ du destinataire. C’est lui qui nous permet d’attribuer le colis à votre compte dès son arrivée.',
          'Donnez à cette adresse un nom explicite, par exemple « Passerelle », pour la retrouver facilement au moment de payer. Vérifiez aussi que votre adresse de facturation reste la vôtre : elle n’a pas besoin d’être en métropole.',
        ],
      },
      {
        heading: 'Étape 2 : déclarer chaque commande',
        paragraphs: [
          'Dès qu’Amazon vous transmet le numéro de suivi, déclarez le colis dans votre espace : transporteur, numéro de suivi, contenu et valeur. Une commande Amazon arrive souvent en plusieurs colis, parfois par des transporteurs différents ; déclarez-les un par un.',
          'Cette déclaration accélère la mise en stock et prépare les informations nécessaires à la douane. Conservez la facture Amazon dans votre espace de commande : la valeur déclarée doit y correspondre.',
        ],
      },
      {
        heading: 'Étape 3 : attendre, regrouper, expédier',
        paragraphs: [
          `À chaque arrivée, vous recevez un e-mail et des photos du colis. Rien ne vous oblige à expédier tout de suite : si d’autres commandes sont en route, attendez-les et demandez un envoi groupé. Trois colis de 1 kg expédiés séparément vers la Guadeloupe coûtent ${euros(oneKgGuadeloupe.publicPriceCents * 3)} en Standard ; regroupés en un colis de 3 kg, ${euros(threeKgGuadeloupe.publicPriceCents)}.`,
          `Gardez un œil sur la durée de stockage gratuit : ${free.freeStorageDays} jours avec la formule ${free.label}, ${monthly.freeStorageDays} ou ${yearly.freeStorageDays} jours avec Premium, puis ${euros(storageFeePerDayCents)} par jour et par colis.`,
        ],
      },
      {
        heading: 'Les pièges à éviter',
        paragraphs: [
          [
            '- Les articles « expédiés par un vendeur tiers » peuvent arriver plus tard et séparément : vérifiez le délai annoncé avant de planifier votre envoi groupé.',
            '- Les produits dangereux pour le transport aérien, comme certaines batteries, aérosols ou parfums, peuvent être refusés à l’expédition : renseignez-vous avant d’acheter.',
            '- Les gros emballages Amazon contiennent parfois beaucoup de vide : le poids volumétrique peut dépasser le poids réel. Estimez vos frais avec le calculateur en saisissant les dimensions.',
            '- Pour un achat de valeur, choisissez Express ou Premium : ces services sont assurés jusqu’à 1 000 € de valeur déclarée. Au-delà de 1 000 €, nous vérifions votre identité avant l’expédition.',
          ].join('\n'),
        ],
      },
      {
        heading: 'Et si le paiement est refusé ?',
        paragraphs: [
          `Certaines boutiques, sur Amazon ou ailleurs, refusent les cartes émises hors de métropole. Dans ce cas, notre service Achat pour moi prend le relais : nous commandons pour vous, pour ${euros(buyForMeFeeCents.free)} par commande, ou ${euros(buyForMeFeeCents.premium)} si vous êtes abonné Premium.`,
        ],
      },
    ],
    links: [link.declare, link.calculator, link.tracking, link.faq],
  }),

  article({
    slug: 'service-retour-dom-tom-france',
    title: 'Retourner un colis vers la métropole depuis Passerelle : mode d’emploi',
    excerpt: 'Article défectueux, mauvaise taille, produit non conforme : comment demander un retour vers la France métropolitaine, et combien il coûte selon le poids et l’urgence.',
    publishedAt: '2026-11-06',
    category: category('retours'),
    sections: [
      {
        heading: 'Le retour, depuis l’entrepôt',
        paragraphs: [
          'Vous venez de découvrir sur les photos de réception que l’article n’est pas le bon ? Que l’emballage est abîmé ? Ou vous avez simplement changé d’avis ? Tant que votre colis est encore dans notre entrepôt, le renvoyer au vendeur en métropole est simple et bien moins cher qu’un aller-retour par-delà l’océan.',
          'Un colis peut faire l’objet d’une demande de retour lorsqu’il est au statut « Reçu » ou « Stocké ». C’est une raison de plus pour regarder les photos de chaque colis dès sa réception.',
        ],
      },
      {
        heading: 'Comment faire votre demande',
        paragraphs: [
          `Depuis votre espace client, rubrique Gestion des retours, choisissez le colis concerné puis indiquez le type de demande (remboursement, échange ou réparation), le motif (article défectueux, mauvais article, colis endommagé, non conforme, changement d’avis ou autre), le niveau d’urgence et une description. Faites votre demande dans un délai de ${returnWindowRule} : c’est aussi souvent le délai de rétractation accordé par les vendeurs.`,
          'Vous pouvez joindre jusqu’à 5 photos : un défaut visible, une étiquette, une référence. Elles sont conservées avec votre demande et servent de preuve auprès du vendeur. Indiquez le poids du colis, et ses dimensions si vous les connaissez.',
        ],
      },
      {
        heading: 'Combien coûte un retour',
        paragraphs: [
          'Le prix dépend du poids facturé, c’est-à-dire le plus élevé du poids réel et du poids volumétrique :',
          [
            `- jusqu’à 1 kg : ${euros(returnBands[0].priceCents)}`,
            `- jusqu’à 5 kg : ${euros(returnBands[1].priceCents)}`,
            `- jusqu’à 10 kg : ${euros(returnBands[2].priceCents)}`,
            `- au-delà de 10 kg : ${euros(returnAboveTenKg.baseCents)}, plus ${euros(returnAboveTenKg.perKgCents)} par kilo au-delà de 10 kg`,
          ].join('\n'),
          `Ce tarif est ensuite ajusté selon l’urgence choisie : ${returnUrgencyFactors
            .map((level) => `${level.label.toLowerCase()} (${factorAsPercent(level.factor)})`)
            .join(', ')
            .replace(/, ([^,]*)$/, ' ou $1')}.`,
        ],
      },
      {
        heading: 'Deux exemples',
        paragraphs: [
          `Une paire de baskets de 3 kg à renvoyer pour échange, sans urgence particulière : ${euros(returnCostCents(3, 'normal'))} en urgence normale, ${euros(returnCostCents(3, 'faible'))} si vous choisissez une urgence faible. Un petit électroménager de 12 kg défectueux, à renvoyer vite : ${euros(returnCostCents(12, 'normal'))} en urgence normale, ${euros(returnCostCents(12, 'urgent'))} en urgence urgente.`,
          'Le montant s’affiche avant que vous ne validiez la demande. Vous le réglez par carte ; la demande est enregistrée dès le paiement confirmé.',
        ],
      },
      {
        heading: 'Après la demande',
        paragraphs: [
          'Nous traitons votre retour en 2 à 3 jours ouvrés : le colis est préparé, étiqueté et remis au transporteur à destination du vendeur. Vous recevez la référence de votre demande, qui commence par RET, à rappeler dans vos échanges avec nous. Le colis apparaît ensuite au statut « Retourné » dans votre espace.',
          'Avant d’envoyer, contactez le vendeur pour obtenir, s’il en exige un, son numéro d’autorisation de retour ou son adresse de retour : beaucoup de boutiques en ligne le demandent. Notez-le dans la description de votre demande.',
        ],
      },
      {
        heading: 'Nos conseils',
        paragraphs: [
          'Gardez l’emballage d’origine quand c’est possible et ne jetez pas la facture. Pour un article de valeur, choisissez une urgence au moins normale et joignez des photos claires du défaut. Et si vous hésitez sur la marche à suivre avec un vendeur, notre support peut vous conseiller.',
        ],
      },
    ],
    links: [link.returns, link.faq, link.contact, link.login],
  }),

  article({
    slug: 'suivi-colis-temps-reel-domtom',
    title: 'Suivre son colis en temps réel, de l’entrepôt jusqu’à chez vous',
    excerpt: 'Déclaré, reçu, stocké, expédié, livré : ce que signifie chaque statut de votre colis, où le suivre, et que faire s’il semble bloqué.',
    publishedAt: '2026-11-19',
    category: category('suivi'),
    sections: [
      {
        heading: 'Un suivi à chaque étape',
        paragraphs: [
          'Quand un colis doit traverser l’Atlantique ou l’océan Indien, savoir où il en est rassure. Chez Passerelle, chaque colis a son propre historique, alimenté à chaque étape par notre entrepôt puis par le transporteur. Vous le consultez dans la page Suivi de votre espace client, après connexion : vous ne voyez que vos propres colis, et personne d’autre ne peut voir les vôtres.',
        ],
      },
      {
        heading: 'Ce que signifie chaque statut',
        paragraphs: [
          [
            '- Déclaré : vous avez annoncé le colis ; nous l’attendons à l’entrepôt.',
            '- Reçu : le colis est arrivé, il a été enregistré et photographié. La période de stockage gratuit commence ce jour-là.',
            '- Stocké : le colis est rangé à l’entrepôt, en attente de votre demande d’expédition.',
            '- Prêt à expédier : il a été pesé et mesuré, et votre devis d’expédition est disponible.',
            '- Expédié : le colis a quitté l’entrepôt ; le transporteur et son numéro de suivi sont affichés.',
            '- Livré : le colis vous a été remis.',
          ].join('\n'),
          'Chaque changement de statut est daté. Si un statut est corrigé par notre équipe, la correction apparaît elle aussi dans l’historique : rien n’est effacé.',
        ],
      },
      {
        heading: 'Les délais à connaître',
        paragraphs: [
          `Après le paiement de votre devis, nous préparons l’envoi sous 24 à 48 h. Les délais de livraison courent à partir du départ de l’entrepôt : ${workingDays(standard.delayDays)} en Standard, ${workingDays(express.delayDays)} en Express, ${workingDays(premium.delayDays)} en Premium.`,
          'Un contrôle en douane peut parfois ajouter quelques jours, en particulier à l’arrivée au Maroc ou pendant les périodes chargées comme la fin d’année. Le suivi peut alors rester figé un moment : c’est normal tant que le délai reste raisonnable.',
        ],
      },
      {
        heading: 'Nos conseils pour un suivi sans stress',
        paragraphs: [
          [
            '- Déclarez vos colis dès que le marchand vous envoie le numéro de suivi : ils apparaissent tout de suite dans votre espace, au statut « Déclaré ».',
            '- Vérifiez les photos à la réception : c’est le meilleur moment pour repérer un emballage abîmé.',
            '- Une fois le colis expédié, notez le numéro du transporteur : il vous servira si vous devez le retirer dans un point relais ou un bureau de poste.',
            '- Assurez-vous que votre nom et votre adresse de livraison sont complets et à jour dans votre compte.',
          ].join('\n'),
        ],
      },
      {
        heading: 'Votre colis semble bloqué ?',
        paragraphs: [
          'Un colis marchand qui n’apparaît pas au statut « Reçu » plusieurs jours après sa livraison annoncée a peut-être été livré sans votre numéro de box : il doit alors être identifié à la main. Contactez-nous avec le numéro de suivi du marchand, nous le retrouverons.',
          'Un colis expédié dont le suivi n’évolue plus depuis longtemps ? Écrivez au support avec sa référence : nous interrogeons le transporteur pour vous. Pour un envoi Express ou Premium, l’assurance couvre la perte ou la casse jusqu’à 1 000 € de valeur déclarée.',
        ],
      },
    ],
    links: [link.tracking, link.declare, link.contact, link.help],
  }),
];

/** The article published under this slug, if any. */
export const findArticle = (slug: string | undefined, articles: readonly BlogArticle[] = blogArticles): BlogArticle | undefined =>
  articles.find((candidate) => candidate.slug === slug);

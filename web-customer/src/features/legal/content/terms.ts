import { termsHead } from './legal-heads';
import { plans, storageFeePerDayCents, storageReminderDaysBeforeEnd } from '@domain/pricing/plans';
import { destinationLabels, rateCard, shippingServiceLabels, shippingServices } from '@domain/pricing/rate-card';
import { adjustment, euros, longDate, percent } from '../utils/format';
import { companyIdentity, supportContact } from '@/config/support-contact';
import { legalLinks, warehouse } from './company';
import {
  buyForMeFeeCents,
  buyForMeQuoteDelayHours,
  insuranceCeilingCents,
  quoteValidityDays,
  returnAboveTenKg,
  returnBands,
  returnUrgencyFactors,
  returnWindowRule,
  vatRatePercent,
  withdrawalPeriodDays,
} from './legal-figures';
import { link, list, paragraph, subheading, type LegalDocument, type LegalTable } from './legal-document';

/**
 * The terms of sale (/cgv). Every figure of the tariff and of the plans is read from `domain/pricing`
 * (DECISIONS, "One tariff, used everywhere"); the others come from `legal-figures.ts`.
 */

const { free, premium_monthly: monthly, premium_yearly: yearly } = plans;
const discount = percent(rateCard.subscriberDiscountPercent);
const perDay = euros(storageFeePerDayCents);
const ceiling = euros(insuranceCeilingCents);
const decimal = (value: number) => new Intl.NumberFormat('fr-FR').format(value);

const serviceTable: LegalTable = {
  kind: 'table',
  caption: `Grille tarifaire d’expédition en vigueur (version du ${longDate(rateCard.version)}), prix TTC avant coefficient de destination`,
  columns: ['Service', 'Jusqu’à 1 kg', 'Par kilo supplémentaire', 'Délai indicatif de livraison', 'Assurance incluse'],
  rows: shippingServices.map((service) => {
    const rate = rateCard.services[service];
    return {
      header: shippingServiceLabels[service],
      cells: [
        euros(rate.basePriceCents),
        euros(rate.perExtraKgCents),
        `${rate.delayDays.min} à ${rate.delayDays.max} jours ouvrés`,
        rate.hasInsurance ? `Oui, jusqu’à ${ceiling}` : 'Non',
      ],
    };
  }),
};

const destinationLines = Object.entries(rateCard.destinationMultipliers).map(
  ([destination, multiplier]) =>
    `${destinationLabels[destination as keyof typeof destinationLabels]} : ${adjustment(multiplier)}`,
);

const returnTable: LegalTable = {
  kind: 'table',
  caption: 'Prix d’un retour vers la France métropolitaine selon le poids facturable, urgence normale, TTC',
  columns: ['Poids facturable', 'Prix'],
  rows: [
    ...returnBands.map((band, index) => {
      const lowerKg = index === 0 ? null : returnBands[index - 1]?.upToKg;
      return {
        header: lowerKg ? `Plus de ${lowerKg} kg et jusqu’à ${band.upToKg} kg` : `Jusqu’à ${band.upToKg} kg`,
        cells: [euros(band.priceCents)],
      };
    }),
    {
      header: `Plus de ${returnAboveTenKg.fromKg} kg`,
      cells: [`${euros(returnAboveTenKg.baseCents)}, plus ${euros(returnAboveTenKg.perKgCents)} par kilo au-delà de ${returnAboveTenKg.fromKg} kg`],
    },
  ],
};

export const termsOfSale: LegalDocument = {
  ...termsHead,
  updatedOn: '2026-11',
  updatedOnLabel: 'novembre 2026',
  sections: [
    {
      id: 'objet',
      heading: 'Objet et champ d’application',
      blocks: [
        paragraph(
          `Les présentes conditions générales de vente (les « CGV ») s’appliquent à l’ensemble des prestations proposées par ${companyIdentity.name}, ${companyIdentity.legalForm} dont le siège est situé ${companyIdentity.address} (« Passerelle », « nous »), sur le site et l’espace client Passerelle : mise à disposition d’une adresse de réception en France, réception, photographie et stockage de colis, réexpédition vers la Guadeloupe, la Martinique, la Guyane, La Réunion, Mayotte et le Maroc, abonnement Premium, service « Achat pour moi » et retours vers la France métropolitaine.`,
        ),
        paragraph(
          'Elles s’appliquent aux clients agissant en qualité de consommateurs comme de professionnels. Les dispositions propres aux consommateurs (notamment le droit de rétractation et la médiation) ne bénéficient qu’aux clients consommateurs ou non-professionnels.',
        ),
        paragraph(
          'Les CGV applicables sont celles en vigueur à la date de la commande de la prestation (acceptation d’un devis, souscription d’un abonnement ou demande d’achat). Passerelle peut les faire évoluer ; toute modification est annoncée par e-mail au moins un mois avant son entrée en vigueur et ne s’applique pas aux prestations déjà commandées. Le client abonné qui refuse la modification peut résilier son abonnement dans les conditions de l’article « Abonnement Premium ».',
        ),
      ],
    },
    {
      id: 'definitions',
      heading: 'Définitions',
      blocks: [
        {
          kind: 'definitions',
          items: [
            { term: 'Client', definition: 'toute personne physique majeure ou morale titulaire d’un compte Passerelle.' },
            { term: 'Compte', definition: 'l’espace client personnel, accessible avec une adresse e-mail et un mot de passe, depuis lequel le client déclare ses colis, consulte ses photos, paie ses devis et gère son abonnement.' },
            { term: 'Adresse française', definition: `l’adresse de notre entrepôt (${warehouse}), complétée du nom du client et de son numéro de box personnel, que le client indique comme adresse de livraison lors de ses achats.` },
            { term: 'Numéro de box', definition: 'l’identifiant unique attribué à chaque client, qui permet de rattacher un colis à son compte ; il n’est jamais réattribué.' },
            { term: 'Colis', definition: 'tout envoi reçu à l’entrepôt pour le compte d’un client, ou plusieurs envois regroupés en une seule expédition.' },
            { term: 'Devis', definition: 'la proposition de prix émise par Passerelle pour une expédition, un achat ou un retour, au format PDF, qui détaille les montants hors taxes et toutes taxes comprises.' },
            { term: 'Formule', definition: `la formule ${free.label} (gratuite) ou l’un des abonnements payants ${monthly.label} et ${yearly.label}.` },
            { term: 'Jour ouvré', definition: 'tout jour du lundi au vendredi, à l’exception des jours fériés en France métropolitaine.' },
          ],
        },
      ],
    },
    {
      id: 'compte-adresse',
      heading: 'Compte client et adresse française',
      blocks: [
        paragraph(
          'L’inscription est gratuite et ouverte à toute personne majeure et capable. Le client fournit des informations exactes et à jour (identité, coordonnées, territoire de livraison) et les met à jour dans son compte en cas de changement. Un compte est strictement personnel : ses identifiants sont confidentiels et toute opération effectuée avec eux est réputée faite par le client, qui prévient sans délai le service client en cas d’usage frauduleux.',
        ),
        paragraph(
          'Dès l’ouverture du compte, le client reçoit son adresse française et son numéro de box. Il l’indique à l’identique sur ses commandes, avec son nom, afin que ses colis puissent lui être attribués. Un colis dont le destinataire ne peut être identifié est conservé à l’entrepôt le temps de rechercher son titulaire ; Passerelle ne peut être tenue responsable du retard qui en résulte.',
        ),
        paragraph(
          'L’adresse française est réservée aux achats du client et de son foyer. Elle ne peut servir à recevoir des envois pour le compte de tiers à titre commercial sans accord écrit préalable de Passerelle.',
        ),
        paragraph(
          'Le client peut clôturer son compte à tout moment depuis son espace client ou en écrivant au service client, dès lors qu’aucun colis n’est stocké à son nom et qu’aucune somme ne reste due. Passerelle peut suspendre ou clôturer un compte en cas de manquement grave aux présentes CGV (fausse déclaration, envoi de marchandises interdites, impayé), après une mise en demeure restée sans effet pendant quinze jours, sauf urgence liée à la sécurité des personnes ou à une obligation légale.',
        ),
      ],
    },
    {
      id: 'declaration-reception',
      heading: 'Déclaration et réception des colis',
      blocks: [
        paragraph(
          'Le client déclare chacun de ses achats dans son compte avant son arrivée à l’entrepôt : vendeur, transporteur et numéro de suivi, description précise du contenu, quantité et valeur. Ces informations servent à identifier le colis, à établir les documents douaniers et à déterminer l’assurance ; le client en garantit l’exactitude.',
        ),
        paragraph(
          'À l’arrivée, Passerelle contrôle l’aspect extérieur du colis, l’enregistre, le pèse, le photographie et le met en stockage. Le client est informé par e-mail et retrouve les photos dans son compte. La date d’enregistrement à l’entrepôt fait courir la durée de stockage gratuit.',
        ),
        paragraph(
          'Un colis présentant des traces d’ouverture ou des dommages apparents est photographié et signalé au client ; des réserves sont formulées auprès du transporteur qui l’a livré. Passerelle n’ouvre pas les colis, sauf à la demande du client, lorsque la réglementation douanière ou la sécurité du transport l’exige, ou en cas de doute sérieux sur la présence d’une marchandise interdite ; l’ouverture est alors photographiée et le client en est informé.',
        ),
        paragraph(
          'Passerelle n’est pas partie aux contrats conclus entre le client et les vendeurs : les questions de conformité, de garantie ou de remboursement des produits relèvent du vendeur.',
        ),
      ],
    },
    {
      id: 'marchandises-interdites',
      heading: 'Marchandises interdites ou réglementées',
      blocks: [
        paragraph(
          'Le client s’interdit de faire livrer à l’entrepôt, ou de demander l’expédition, de marchandises dont le transport, l’importation ou la détention est interdit ou réglementé par la loi française, par la réglementation du transport aérien et maritime ou par la réglementation du territoire de destination, notamment :',
        ),
        list([
          'les armes, munitions, pièces d’armes, répliques et explosifs, y compris les feux d’artifice ;',
          'les matières dangereuses au sens des réglementations de transport : gaz sous pression et aérosols, liquides et solides inflammables, produits corrosifs, toxiques ou radioactifs ;',
          'les batteries au lithium expédiées seules, et les appareils qui en contiennent lorsque le transporteur ne les accepte pas pour la destination choisie ;',
          'les stupéfiants, les médicaments soumis à prescription et les substances psychotropes ;',
          'les contrefaçons et les produits portant atteinte aux droits de propriété intellectuelle d’un tiers ;',
          'les espèces, titres au porteur, métaux précieux et bijoux de grande valeur non déclarés ;',
          'les denrées périssables, les animaux vivants, les végétaux soumis à contrôle phytosanitaire et les espèces protégées ;',
          'l’alcool, le tabac et les produits du vapotage au-delà des quantités admises à destination ;',
          'plus généralement, tout produit dont l’importation est prohibée ou soumise à autorisation dans le territoire de destination, au Maroc en particulier.',
        ]),
        paragraph(
          'Lorsqu’un colis contient une marchandise interdite, Passerelle en informe le client et peut, selon le cas, refuser l’expédition, retourner le colis à l’expéditeur aux frais du client ou le remettre aux autorités compétentes. Les frais et conséquences d’une fausse déclaration restent à la charge du client.',
        ),
      ],
    },
    {
      id: 'stockage',
      heading: 'Stockage',
      blocks: [
        paragraph('Chaque colis reçu est stocké gratuitement à l’entrepôt pendant une durée qui dépend de la formule du client, comptée à partir de son enregistrement à l’entrepôt :'),
        list([
          `${free.label} : ${free.freeStorageDays} jours ;`,
          `${monthly.label} : ${monthly.freeStorageDays} jours ;`,
          `${yearly.label} : ${yearly.freeStorageDays} jours.`,
        ]),
        paragraph(
          `Au-delà, le stockage est facturé ${perDay} par jour et par colis. Les frais sont décomptés chaque jour, affichés dans le compte du client et ajoutés au prochain devis d’expédition ou de retour du colis concerné.`,
        ),
        paragraph(
          `Le client reçoit un e-mail ${storageReminderDaysBeforeEnd} jours avant la fin de la période gratuite, puis un rappel hebdomadaire tant que des frais s’accumulent. La durée gratuite applicable est celle de la formule en cours au moment du calcul : lorsqu’un abonnement Premium prend fin, celle de la formule ${free.label} s’applique aux colis encore stockés, toujours comptée depuis leur réception.`,
        ),
        paragraph(
          'Lorsque des frais de stockage restent impayés et que le client ne donne aucune instruction malgré les rappels, Passerelle le met en demeure par e-mail et par lettre recommandée. Faute de réponse dans le délai d’un mois suivant cette mise en demeure, le colis peut être retourné à l’expéditeur ou, à défaut, traité comme abandonné conformément aux dispositions légales applicables ; les frais échus restent dus.',
        ),
      ],
    },
    {
      id: 'devis-tarifs',
      heading: 'Tarifs et devis',
      blocks: [
        paragraph([
          'Les prix d’expédition résultent d’une grille tarifaire unique, publiée sur la page ',
          link('Tarifs', legalLinks.pricing),
          ' et utilisée par le ',
          link('calculateur', legalLinks.calculator),
          '. Chaque devis mentionne la version de la grille qui l’a calculé.',
        ]),
        serviceTable,
        paragraph(`Le prix est ensuite ajusté selon la destination : ${destinationLines.join(' ; ')}.`),
        paragraph(
          `Le poids facturable est le plus élevé du poids réel et du poids volumétrique (longueur × largeur × hauteur en centimètres, divisé par ${decimal(rateCard.volumetricDivisor)}). Le prix par kilo supplémentaire s’applique au prorata du poids au-delà du premier kilo. Un colis ne peut dépasser ${rateCard.maxBillableKg} kg facturables. Les abonnés Premium bénéficient de la remise prévue à l’article « Abonnement Premium ».`,
        ),
        paragraph(
          `Lorsque le client demande l’expédition d’un ou plusieurs colis, Passerelle les mesure, les pèse et lui adresse un devis dans son compte. Le devis détaille les frais d’expédition, les frais de stockage éventuels et les frais supplémentaires demandés par le client (regroupement, emballage renforcé), avec les montants hors taxes et toutes taxes comprises. Les prix sont exprimés en euros toutes taxes comprises, TVA au taux de ${percent(vatRatePercent)} incluse.`,
        ),
        paragraph(
          `Le devis est valable ${quoteValidityDays} jours à compter de son émission. Passé ce délai, un nouveau devis est établi sur demande, aux tarifs alors en vigueur ; les frais de stockage qui continuent de courir y sont ajoutés.`,
        ),
        paragraph(
          'Les droits et taxes perçus à l’importation par le territoire de destination (octroi de mer, TVA locale, droits de douane au Maroc) ne sont pas compris dans le devis : ils sont réclamés au destinataire par les autorités ou le transporteur lors de la livraison.',
        ),
      ],
    },
    {
      id: 'paiement',
      heading: 'Paiement',
      blocks: [
        paragraph(
          'Les prestations se paient par carte bancaire (Visa, Mastercard, American Express et cartes CB), en euros, au moyen du service de paiement sécurisé Stripe. Les données de carte sont saisies sur l’interface de Stripe et ne sont jamais communiquées à Passerelle ni conservées par elle. Le paiement peut nécessiter une authentification forte auprès de la banque du client (3-D Secure).',
        ),
        paragraph(
          'Un devis d’expédition, d’achat ou de retour se paie en ligne depuis le compte du client, avant l’exécution de la prestation : aucun colis n’est expédié tant que son devis n’est pas payé. L’abonnement Premium se paie à la souscription puis à chaque renouvellement, par prélèvement automatique sur la carte enregistrée.',
        ),
        paragraph(
          'Une facture est disponible dans le compte du client après chaque paiement. En cas de refus de paiement ou d’échec d’un renouvellement, la prestation n’est pas exécutée et l’abonnement n’est pas renouvelé tant que la situation n’est pas régularisée.',
        ),
      ],
    },
    {
      id: 'expedition-livraison',
      heading: 'Expédition et délais de livraison',
      blocks: [
        paragraph(
          'Passerelle remet le colis au transporteur dans un délai indicatif de 48 heures ouvrées après le paiement du devis, et communique au client le nom du transporteur et le numéro de suivi. Le client suit son colis depuis son compte.',
        ),
        paragraph(
          'Les délais de livraison indiqués dans la grille tarifaire sont exprimés en jours ouvrés à compter de la remise au transporteur. Ils sont donnés à titre indicatif : ils peuvent être allongés par les contrôles douaniers, les conditions météorologiques, les grèves ou tout autre événement indépendant de la volonté de Passerelle. En cas de retard important, le client peut interroger le service client, qui ouvre une enquête auprès du transporteur.',
        ),
        paragraph(
          'Le client veille à l’exactitude de l’adresse de livraison et à la présence d’une personne pour recevoir le colis. Les frais d’une nouvelle présentation ou d’un retour dus à une adresse erronée ou à l’absence du destinataire sont à sa charge. Le client est, en sa qualité d’expéditeur, responsable de la sincérité des informations transmises aux douanes ; Passerelle établit les documents douaniers à partir de ses déclarations.',
        ),
      ],
    },
    {
      id: 'assurance-responsabilite',
      heading: 'Assurance et responsabilité',
      blocks: [
        paragraph(
          `Les expéditions Express et Premium comprennent une assurance qui indemnise la perte ou l’avarie du colis à hauteur de sa valeur déclarée, dans la limite de ${ceiling} par colis, sur présentation de la facture d’achat. L’expédition Standard ne comprend pas d’assurance.`,
        ),
        paragraph(
          `Pour tout colis dont la valeur déclarée dépasse ${ceiling}, Passerelle procède, avant l’expédition, à une vérification de l’identité du client (copie d’une pièce d’identité en cours de validité, supprimée une fois la vérification faite). L’expédition n’a lieu qu’une fois cette vérification effectuée.`,
        ),
        paragraph(
          'Passerelle conserve les colis qui lui sont confiés avec soin, dans un entrepôt sécurisé, et répond de leur perte ou de leur détérioration pendant le stockage dans les conditions du droit commun du dépôt. Pendant le transport, la responsabilité du transporteur est engagée dans les conditions prévues par la réglementation des transports ; Passerelle assiste le client dans ses démarches.',
        ),
        paragraph(
          'La responsabilité de Passerelle ne peut être engagée pour un dommage résultant d’une déclaration inexacte du client, d’un emballage d’origine insuffisant fourni par le vendeur, du vice propre de la marchandise, d’une décision des autorités douanières ou d’un cas de force majeure. Les présentes stipulations ne privent pas le client consommateur des droits qu’il tient de la loi.',
        ),
      ],
    },
    {
      id: 'abonnement-premium',
      heading: 'Abonnement Premium',
      blocks: [
        paragraph(`La formule ${free.label} est gratuite et sans engagement. Deux abonnements payants sont proposés :`),
        list([
          `${monthly.label} : ${euros(monthly.priceCents)} par mois, renouvelé chaque mois ;`,
          `${yearly.label} : ${euros(yearly.priceCents)} par an, soit l’équivalent de deux mois offerts par rapport à la formule mensuelle, renouvelé chaque année.`,
        ]),
        paragraph('Les deux abonnements Premium comprennent :'),
        list([
          `-${discount} sur les frais d’expédition : le prix calculé selon la grille tarifaire est réduit de ${discount} pour chaque expédition payée pendant l’abonnement ;`,
          `un stockage gratuit de ${monthly.freeStorageDays} jours (${monthly.label}) ou de ${yearly.freeStorageDays} jours (${yearly.label}) ;`,
          `des frais « Achat pour moi » réduits à ${euros(buyForMeFeeCents.premium)} par commande ;`,
          'un support prioritaire ;',
          `pour le seul abonnement ${yearly.label}, le regroupement illimité de colis.`,
        ]),
        subheading('Durée et renouvellement'),
        paragraph(
          'L’abonnement prend effet dès le paiement et se renouvelle automatiquement pour une période identique, au prix alors en vigueur, sauf résiliation. Toute hausse de prix est annoncée au moins un mois avant le renouvellement concerné. Pour l’abonnement annuel, Passerelle informe le client par e-mail, au plus tôt trois mois et au plus tard un mois avant la date de renouvellement, de sa faculté de ne pas le reconduire, conformément à l’article L215-1 du Code de la consommation.',
        ),
        subheading('Résiliation'),
        paragraph(
          'Le client peut résilier son abonnement à tout moment, en quelques clics, depuis la page Abonnement de son compte, ou en écrivant au service client. La résiliation arrête le renouvellement : l’abonnement reste actif et ses avantages acquis jusqu’à la fin de la période déjà payée, puis le compte passe à la formule gratuite. La période en cours n’est pas remboursée, sauf exercice du droit de rétractation.',
        ),
        subheading('Changement de formule'),
        paragraph(
          `Le client ${monthly.label} peut passer à l’abonnement ${yearly.label} à tout moment : le changement prend effet immédiatement, et le montant à payer, qui tient compte de la période mensuelle déjà réglée, lui est indiqué avant sa confirmation. Le passage de l’abonnement ${yearly.label} à l’abonnement ${monthly.label} n’est possible qu’à la fin de la période annuelle en cours : il prend effet à la date de renouvellement.`,
        ),
      ],
    },
    {
      id: 'achat-pour-moi',
      heading: 'Service « Achat pour moi »',
      blocks: [
        paragraph(
          'Lorsqu’un vendeur n’accepte pas le moyen de paiement du client ou ne livre pas son adresse, le client peut demander à Passerelle d’acheter un ou plusieurs articles en son nom et pour son compte. Il indique dans sa demande les liens des produits, les quantités, les options (taille, couleur) et le territoire de destination.',
        ),
        paragraph(
          `Passerelle adresse au client un devis dans les ${buyForMeQuoteDelayHours} heures. Ce devis comprend le prix des articles tel qu’affiché par le vendeur, les frais de livraison jusqu’à l’entrepôt et les frais de service de Passerelle, fixés à ${euros(buyForMeFeeCents.free)} par commande pour la formule ${free.label} et à ${euros(buyForMeFeeCents.premium)} par commande pour les abonnés Premium. Les frais d’expédition vers la destination font l’objet d’un devis distinct, établi à la réception des articles.`,
        ),
        paragraph(
          'L’achat n’est passé qu’après paiement du devis. Si le prix augmente ou si un article devient indisponible avant l’achat, Passerelle en informe le client, qui accepte le nouveau montant ou obtient le remboursement des sommes correspondantes. Une fois reçus à l’entrepôt, les articles deviennent un colis du client, soumis aux articles « Stockage » et « Expédition » ; le client peut suivre l’avancement de sa demande (en attente, devis envoyé, payée, achetée, reçue ou annulée) dans son compte.',
        ),
        paragraph(
          'Les garanties, le droit de rétractation et les conditions de retour applicables aux articles achetés sont ceux du vendeur. Passerelle transmet au client les factures du vendeur et l’assiste dans ses démarches ; un retour vers le vendeur suit l’article « Retours vers la France métropolitaine ».',
        ),
      ],
    },
    {
      id: 'retours',
      heading: 'Retours vers la France métropolitaine',
      blocks: [
        paragraph(
          `Le client peut demander le retour d’un colis stocké à l’entrepôt vers une adresse en France métropolitaine, par exemple pour le renvoyer au vendeur. La demande est faite depuis son compte, dans un délai de ${returnWindowRule} ; elle peut être accompagnée de photos et de l’étiquette ou de l’autorisation de retour fournie par le vendeur. Il appartient au client de vérifier les conditions et délais de retour propres au vendeur.`,
        ),
        paragraph(`Le prix du retour dépend du poids facturable du colis, déterminé comme pour une expédition :`),
        returnTable,
        paragraph(
          `Ce prix est multiplié selon le niveau d’urgence choisi : ${returnUrgencyFactors.map((level) => `${level.label.toLowerCase()} × ${decimal(level.factor)}`).join(', ')}, puis arrondi au centime. Les frais de stockage éventuels s’y ajoutent. Un retour dont le prix est nul est enregistré directement ; sinon il est payé par carte avant sa réalisation.`,
        ),
        paragraph('Le colis est remis au transporteur dans un délai indicatif de 2 à 3 jours ouvrés après le paiement.'),
      ],
    },
    {
      id: 'droit-de-retractation',
      heading: 'Droit de rétractation',
      blocks: [
        paragraph(
          `Conformément aux articles L221-18 et suivants du Code de la consommation, le client consommateur dispose d’un délai de ${withdrawalPeriodDays} jours à compter de la souscription d’un abonnement Premium pour se rétracter, sans avoir à motiver sa décision. Il notifie sa décision par une déclaration dénuée d’ambiguïté, par e-mail au service client ou au moyen du formulaire ci-dessous. Passerelle rembourse la totalité des sommes versées, par le même moyen de paiement, au plus tard ${withdrawalPeriodDays} jours après réception de la rétractation.`,
        ),
        paragraph(
          'Le client qui a demandé que l’abonnement commence avant la fin du délai de rétractation, et qui se rétracte, verse un montant proportionnel au service fourni jusqu’à la communication de sa décision (article L221-25 du Code de la consommation) ; ses avantages cessent à cette date.',
        ),
        paragraph(
          'Conformément à l’article L221-28 du Code de la consommation, le droit de rétractation ne peut être exercé pour les prestations pleinement exécutées avant la fin du délai de rétractation, lorsque leur exécution a commencé après accord préalable exprès du client et renoncement exprès à son droit de rétractation : c’est le cas d’une expédition ou d’un retour remis au transporteur et d’un achat passé auprès du vendeur dans le cadre du service « Achat pour moi ». Tant que l’exécution n’a pas commencé, le client peut annuler sa demande et obtenir le remboursement intégral.',
        ),
        {
          kind: 'callout',
          title: 'Modèle de formulaire de rétractation',
          paragraphs: [
            `À l’attention de ${companyIdentity.name}, ${companyIdentity.address} — ${supportContact.email} :`,
            'Je vous notifie par la présente ma rétractation du contrat portant sur la prestation de services ci-dessous :',
            'Abonnement souscrit le : … — Nom du client : … — Adresse e-mail du compte : … — Numéro de box : …',
            'Date et signature (uniquement en cas de notification sur papier) : …',
          ],
        },
      ],
    },
    {
      id: 'reclamations-service-client',
      heading: 'Service client et réclamations',
      blocks: [
        paragraph([
          'Le service client répond par e-mail à ',
          link(supportContact.email, supportContact.mailto),
          ', par téléphone au ',
          link(supportContact.phone, supportContact.phoneHref),
          ` ${supportContact.hours}, ou depuis la page `,
          link('Contact', legalLinks.contact),
          '. Il répond sous 24 heures ouvrées.',
        ]),
        paragraph(
          'Toute avarie ou perte constatée à la livraison doit être signalée dans les meilleurs délais, et au plus tard dans les dix jours qui suivent la livraison, avec le numéro du colis, des photos de l’emballage et du contenu et, le cas échéant, les réserves faites auprès du livreur. Toute autre réclamation peut être adressée au service client, qui accuse réception et apporte une réponse motivée dans un délai d’un mois.',
        ),
      ],
    },
    {
      id: 'donnees-personnelles',
      heading: 'Données personnelles',
      blocks: [
        paragraph([
          'Passerelle traite les données personnelles de ses clients pour exécuter les prestations, dans le respect du règlement général sur la protection des données. Les données traitées, les finalités, les destinataires, les durées de conservation et les droits du client sont décrits dans la ',
          link('Politique de confidentialité', legalLinks.privacy),
          '.',
        ]),
      ],
    },
    {
      id: 'droit-applicable-mediation',
      heading: 'Droit applicable, médiation et litiges',
      blocks: [
        paragraph(
          'Les présentes CGV sont rédigées en langue française et soumises au droit français. Le client consommateur conserve le bénéfice des dispositions impératives de la loi du pays de sa résidence habituelle lorsqu’elles lui sont plus favorables.',
        ),
        paragraph(
          'En cas de litige, le client adresse d’abord une réclamation écrite au service client. À défaut de solution amiable dans un délai de deux mois, le client consommateur peut recourir gratuitement au médiateur de la consommation dont relève Passerelle, dont les coordonnées lui sont communiquées avec la réponse à sa réclamation et sur simple demande auprès du service client, conformément aux articles L612-1 et suivants du Code de la consommation. Le recours à la médiation est facultatif.',
        ),
        paragraph(
          'À défaut d’accord, le litige est porté devant les juridictions compétentes. Le client consommateur peut saisir, à son choix, la juridiction du lieu où il demeurait au moment de la conclusion du contrat ou de la survenance du fait dommageable, ou toute autre juridiction compétente en application de la loi.',
        ),
      ],
    },
  ],
};

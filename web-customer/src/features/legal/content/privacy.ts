import { privacyHead } from './legal-heads';
import { companyIdentity, supportContact } from '@/config/support-contact';
import { cnil, host, legalLinks, warehouse } from './company';
import { euros } from '../utils/format';
import { insuranceCeilingCents, passwordResetLinkValidityHours } from './legal-figures';
import { link, list, paragraph, subheading, type LegalDocument, type LegalTable } from './legal-document';

/**
 * The privacy policy (/confidentialite), with the sections of spec 2 (section 2.7) and the
 * retention periods of its section 9, and the four cookie categories of spec 3 (sections 2.11, 3).
 */

/** Spec 3, section 3: the key under which the browser keeps the cookie choice. */
export const consentStorageKeyName = 'cookie-consent';

/** Spec 2, section 9, "Retention (privacy policy)": exactly these four periods. */
export const retentionTable: LegalTable = {
  kind: 'table',
  caption: 'Durées de conservation des données',
  columns: ['Données', 'Durée de conservation', 'Point de départ'],
  rows: [
    {
      header: 'Données du compte client (identité, coordonnées, adresse de livraison, formule, échanges avec le service client)',
      cells: ['Durée du contrat + 3 ans', 'La fin de la relation contractuelle (clôture du compte ou dernier contact du client)'],
    },
    {
      header: 'Dossiers d’expédition (colis, photos, devis, factures, paiements, documents douaniers)',
      cells: ['10 ans', 'La clôture de l’exercice comptable de l’opération (obligations comptables et fiscales)'],
    },
    {
      header: 'Données de navigation (traceurs de mesure d’audience, de préférences et de marketing)',
      cells: ['13 mois', 'Le dépôt du traceur sur le terminal'],
    },
    {
      header: 'Journaux de sécurité (connexions, adresses IP, actions sensibles sur le compte)',
      cells: ['1 an', 'L’enregistrement de l’événement'],
    },
  ],
};

export const privacyPolicy: LegalDocument = {
  ...privacyHead,
  updatedOn: '2026-11',
  updatedOnLabel: 'novembre 2026',
  sections: [
    {
      id: 'responsable',
      heading: 'Responsable du traitement',
      blocks: [
        paragraph(
          `Le responsable du traitement est ${companyIdentity.name}, ${companyIdentity.legalForm} dont le siège est situé ${companyIdentity.address}. Les colis sont reçus et traités dans notre entrepôt : ${warehouse}.`,
        ),
        paragraph([
          'Pour toute question relative à vos données, écrivez-nous à ',
          link(supportContact.email, supportContact.mailto),
          ' en précisant « Données personnelles » dans l’objet de votre message.',
        ]),
      ],
    },
    {
      id: 'donnees-collectees',
      heading: 'Données collectées',
      blocks: [
        paragraph('Nous collectons uniquement les données nécessaires à nos services :'),
        list([
          'données d’identification et de contact : nom, prénom, adresse e-mail, numéro de téléphone, adresse de livraison et territoire de destination, numéro de box et référence client ;',
          'données de connexion au compte : adresse e-mail et mot de passe, conservé uniquement sous forme chiffrée et irréversible ;',
          'données relatives aux colis : vendeur, transporteur, numéro de suivi, description, valeur déclarée, poids, dimensions, photos prises à l’entrepôt, instructions, historique des statuts et des expéditions ;',
          'données commerciales et de paiement : formule et abonnement, devis, factures, demandes « Achat pour moi » et de retour, historique des paiements (montant, date, statut et quatre derniers chiffres de la carte, transmis par Stripe) ; nous ne recevons ni ne conservons jamais le numéro complet de votre carte ;',
          `pièce d’identité, uniquement lorsque la valeur déclarée d’un colis dépasse ${euros(insuranceCeilingCents)} et le temps de la vérification ;`,
          'échanges avec le service client : messages du formulaire de contact, conversations de l’assistance en ligne, e-mails ;',
          'données techniques et de navigation : adresse IP, type de navigateur, pages consultées, journaux de connexion et, selon vos choix, traceurs de mesure d’audience, de préférences et de marketing ;',
          'inscription à la lettre d’information : adresse e-mail et date de votre consentement.',
        ]),
      ],
    },
    {
      id: 'finalites-bases-legales',
      heading: 'Finalités et bases légales',
      blocks: [
        {
          kind: 'table',
          caption: 'Pourquoi nous traitons vos données et sur quelle base légale',
          columns: ['Finalité', 'Base légale'],
          rows: [
            { header: 'Créer et gérer votre compte, vous attribuer une adresse française et un numéro de box', cells: ['Exécution du contrat'] },
            { header: 'Réceptionner, photographier, stocker, réexpédier et retourner vos colis, établir les documents douaniers', cells: ['Exécution du contrat'] },
            { header: 'Établir les devis et factures, encaisser les paiements, gérer l’abonnement Premium et le service « Achat pour moi »', cells: ['Exécution du contrat'] },
            { header: 'Répondre à vos demandes et réclamations', cells: ['Exécution du contrat ou mesures précontractuelles'] },
            { header: 'Tenir la comptabilité, répondre aux obligations douanières et fiscales', cells: ['Obligation légale'] },
            { header: `Sécuriser le site et les comptes, prévenir la fraude, vérifier l’identité au-delà de ${euros(insuranceCeilingCents)} de valeur déclarée`, cells: ['Intérêt légitime de Passerelle et de ses clients'] },
            { header: 'Vous envoyer la lettre d’information', cells: ['Consentement'] },
            { header: 'Mesurer l’audience, retenir vos préférences, afficher nos offres sur d’autres sites', cells: ['Consentement'] },
          ],
        },
      ],
    },
    {
      id: 'destinataires',
      heading: 'Destinataires',
      blocks: [
        paragraph('Vos données sont accessibles aux seules personnes habilitées de Passerelle (entrepôt, service client, comptabilité), dans la limite de leurs attributions. Elles sont également transmises, pour ce qui les concerne, à :'),
        list([
          'les transporteurs qui acheminent vos colis (nom, adresse, téléphone, contenu et valeur déclarés), et les autorités douanières du territoire de destination ;',
          'Stripe, prestataire de paiement, qui traite les paiements par carte en qualité de responsable de traitement distinct pour ses obligations propres (lutte contre la fraude et le blanchiment) ;',
          `${host.name}, qui héberge le site, les données et les photos dans des centres de données situés dans l’Union européenne ;`,
          'nos prestataires d’envoi d’e-mails, dans la seule mesure nécessaire à l’envoi des messages de service et de la lettre d’information ;',
          'les vendeurs auprès desquels nous achetons pour vous dans le cadre du service « Achat pour moi » (nom et adresse de livraison à l’entrepôt) ;',
          'les autorités administratives ou judiciaires, lorsque la loi l’exige.',
        ]),
        paragraph('Nos sous-traitants agissent sur nos instructions, dans le cadre d’un contrat conforme à l’article 28 du RGPD. Nous ne vendons ni ne louons vos données.'),
      ],
    },
    {
      id: 'transferts',
      heading: 'Transferts hors de l’Union européenne',
      blocks: [
        paragraph(
          'Vos données sont hébergées dans l’Union européenne. Elles sont consultées par nos équipes depuis le Royaume-Uni, pays qui bénéficie d’une décision d’adéquation de la Commission européenne.',
        ),
        paragraph(
          'Stripe peut traiter certaines données de paiement aux États-Unis : ce transfert est encadré par le cadre de protection des données UE–États-Unis (Data Privacy Framework) ou, à défaut, par les clauses contractuelles types de la Commission européenne. Lorsque votre colis est expédié au Maroc, les données nécessaires à la livraison et au dédouanement sont transmises au transporteur et aux autorités marocaines, ce transfert étant nécessaire à l’exécution du contrat que vous avez conclu avec nous (article 49 du RGPD).',
        ),
      ],
    },
    {
      id: 'conservation',
      heading: 'Durées de conservation',
      blocks: [
        paragraph('Nous conservons vos données le temps nécessaire aux finalités ci-dessus, puis nous les supprimons ou les anonymisons :'),
        retentionTable,
        paragraph(
          'La copie de pièce d’identité demandée pour un colis de forte valeur est supprimée dès la vérification faite. L’adresse e-mail d’un abonné à la lettre d’information est supprimée dès sa désinscription, possible à tout moment depuis le lien présent dans chaque lettre.',
        ),
      ],
    },
    {
      id: 'droits',
      heading: 'Vos droits',
      blocks: [
        paragraph('Conformément au règlement général sur la protection des données (RGPD) et à la loi Informatique et Libertés, vous disposez des droits suivants :'),
        list([
          'droit d’accès : obtenir la confirmation que nous traitons vos données et en recevoir une copie ;',
          'droit de rectification : faire corriger des données inexactes ou incomplètes, ce que vous pouvez faire directement dans votre compte pour la plupart d’entre elles ;',
          'droit à l’effacement, dans les limites de nos obligations légales de conservation ;',
          'droit à la limitation du traitement ;',
          'droit à la portabilité des données que vous nous avez fournies, dans un format structuré et couramment utilisé ;',
          'droit d’opposition au traitement fondé sur notre intérêt légitime, et à tout moment à la prospection ;',
          'droit de retirer votre consentement à tout moment, sans remettre en cause la licéité du traitement antérieur ;',
          'droit de définir des directives relatives au sort de vos données après votre décès.',
        ]),
        subheading('Comment exercer vos droits'),
        paragraph([
          'Écrivez à ',
          link(supportContact.email, supportContact.mailto),
          ` depuis l’adresse e-mail de votre compte, ou par courrier à ${companyIdentity.name}, ${companyIdentity.address}. Nous pouvons vous demander un justificatif d’identité en cas de doute raisonnable sur celle-ci. Nous répondons dans un délai d’un mois, prolongeable de deux mois en cas de demande complexe ; vous en êtes alors informé.`,
        ]),
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies et traceurs',
      blocks: [
        paragraph('Lors de votre première visite, un bandeau vous propose d’accepter tous les traceurs, de n’accepter que les essentiels ou de paramétrer votre choix catégorie par catégorie. Refuser est aussi simple qu’accepter, et votre refus n’a aucune conséquence sur l’accès aux services.'),
        {
          kind: 'table',
          caption: 'Catégories de cookies et de traceurs',
          columns: ['Catégorie', 'Usage', 'Consentement'],
          rows: [
            { header: 'Essentiels', cells: ['Connexion et session, sécurité (protection contre la falsification de requêtes), mémorisation de votre choix en matière de cookies', 'Non requis : toujours actifs'] },
            { header: 'Mesure d’audience', cells: ['Statistiques agrégées de fréquentation des pages, pour améliorer le site', 'Requis'] },
            { header: 'Préférences', cells: ['Mémorisation de vos choix d’affichage d’une visite à l’autre', 'Requis'] },
            { header: 'Marketing', cells: ['Affichage de nos offres sur d’autres sites', 'Requis'] },
          ],
        },
        paragraph(
          `Votre choix est enregistré dans le stockage local de votre navigateur, sous la clé « ${consentStorageKeyName} », avec sa date. Il n’est pas transmis à des tiers.`,
        ),
        paragraph(
          'Vous pouvez modifier votre choix à tout moment avec le bouton « Modifier mes choix de cookies » ci-dessous : votre choix enregistré est effacé et le bandeau s’affiche de nouveau. Vous pouvez aussi effacer les données du site dans les réglages de votre navigateur, ou configurer celui-ci pour refuser les traceurs.',
        ),
      ],
    },
    {
      id: 'securite',
      heading: 'Sécurité',
      blocks: [
        paragraph('Nous protégeons vos données par des mesures techniques et organisationnelles adaptées :'),
        list([
          'chiffrement des échanges (HTTPS) et des données stockées ;',
          `mots de passe conservés sous forme hachée, jamais en clair ; lien de réinitialisation du mot de passe à usage unique, valable ${passwordResetLinkValidityHours} heures ;`,
          'cookies de session sécurisés, protection contre la falsification de requêtes, limitation des tentatives de connexion ;',
          'accès aux données réservé aux personnes habilitées, journalisé et revu ;',
          'paiements traités par Stripe, certifié PCI DSS, sans que Passerelle n’ait accès aux numéros de carte ;',
          'sauvegardes régulières et hébergement dans des centres de données sécurisés.',
        ]),
        paragraph('En cas de violation de données présentant un risque pour vos droits, nous en informons l’autorité de contrôle et, lorsque la loi l’exige, les personnes concernées.'),
      ],
    },
    {
      id: 'contact-reclamation',
      heading: 'Contact et réclamation auprès de la CNIL',
      blocks: [
        paragraph([
          'Pour toute question ou demande relative à vos données : ',
          link(supportContact.email, supportContact.mailto),
          ' ou ',
          link(supportContact.phone, supportContact.phoneHref),
          '.',
        ]),
        paragraph([
          `Si vous estimez, après nous avoir contactés, que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la ${cnil.name}, ${cnil.address}, ou en ligne sur `,
          link(cnil.websiteLabel, cnil.website),
          '. Vous pouvez également saisir l’autorité de contrôle de votre pays de résidence ; au Maroc, la Commission nationale de contrôle de la protection des données à caractère personnel (CNDP).',
        ]),
      ],
    },
    {
      id: 'mise-a-jour',
      heading: 'Mise à jour de cette politique',
      blocks: [
        paragraph([
          'Nous pouvons modifier cette politique pour tenir compte de l’évolution de nos services ou de la réglementation. En cas de changement important, nous vous en informons par e-mail ou par un message dans votre compte. Cette version a été mise à jour en novembre 2026. Consultez aussi nos ',
          link('Conditions générales de vente', legalLinks.terms),
          ' et nos ',
          link('Mentions légales', legalLinks.legalNotice),
          '.',
        ]),
      ],
    },
  ],
};

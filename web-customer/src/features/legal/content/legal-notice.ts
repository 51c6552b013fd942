import { legalNoticeHead } from './legal-heads';
import { companyIdentity, supportContact } from '@/config/support-contact';
import { host, legalLinks, warehouse } from './company';
import { link, list, paragraph, type LegalDocument } from './legal-document';

/** The legal notice (/mentions-legales) required of an online service (LCEN, article 6). */
export const legalNotice: LegalDocument = {
  ...legalNoticeHead,
  updatedOn: '2026-11',
  updatedOnLabel: 'novembre 2026',
  sections: [
    {
      id: 'editeur',
      heading: 'Éditeur du site',
      blocks: [
        paragraph(
          `Le site Passerelle est édité par ${companyIdentity.name}, ${companyIdentity.legalForm} immatriculée auprès du registre des sociétés d’Angleterre et du pays de Galles (Companies House), dont le siège est situé ${companyIdentity.address}.`,
        ),
        paragraph(`Entrepôt de réception des colis : ${warehouse}.`),
        list([
          ['E-mail : ', link(supportContact.email, supportContact.mailto)],
          ['Téléphone : ', link(supportContact.phone, supportContact.phoneHref), ` (${supportContact.hours})`],
        ]),
      ],
    },
    {
      id: 'directeur-publication',
      heading: 'Directeur de la publication',
      blocks: [paragraph(`${companyIdentity.publicationDirector}, joignable à l’adresse ${supportContact.email}.`)],
    },
    {
      id: 'hebergeur',
      heading: 'Hébergeur',
      blocks: [
        paragraph(`Le site, l’espace client et les données sont hébergés par ${host.name}, ${host.address}, dans des centres de données situés dans l’Union européenne.`),
        paragraph(['Site internet : ', link('aws.amazon.com', host.website), '.']),
      ],
    },
    {
      id: 'contact',
      heading: 'Nous contacter',
      blocks: [
        paragraph([
          'Pour toute question sur le site ou nos services, utilisez la page ',
          link('Contact', legalLinks.contact),
          ', écrivez à ',
          link(supportContact.email, supportContact.mailto),
          ' ou appelez le ',
          link(supportContact.phone, supportContact.phoneHref),
          '. Nous répondons sous 24 heures ouvrées.',
        ]),
      ],
    },
    {
      id: 'propriete-intellectuelle',
      heading: 'Propriété intellectuelle',
      blocks: [
        paragraph(
          `La marque et le logo Passerelle, la structure du site, ses textes, illustrations, logiciels et bases de données sont la propriété de ${companyIdentity.name} ou font l’objet d’une autorisation d’utilisation. Toute reproduction, représentation, adaptation ou extraction, totale ou partielle, sans autorisation écrite préalable est interdite et constitue une contrefaçon sanctionnée par le Code de la propriété intellectuelle.`,
        ),
        paragraph(
          'Les photos de colis prises à l’entrepôt sont mises à la disposition du client concerné pour son usage personnel, notamment pour vérifier ses achats et appuyer une réclamation auprès d’un vendeur ou d’un transporteur. Les marques et noms de sites marchands cités sur le site appartiennent à leurs titulaires respectifs.',
        ),
      ],
    },
    {
      id: 'responsabilite',
      heading: 'Responsabilité',
      blocks: [
        paragraph(
          'Passerelle veille à l’exactitude et à la mise à jour des informations publiées sur le site, sans pouvoir garantir qu’elles sont exemptes d’erreur. Les prix et délais qui engagent Passerelle sont ceux du devis remis au client et des conditions générales de vente. Le calculateur de frais fournit une estimation à partir de la grille tarifaire en vigueur.',
        ),
        paragraph(
          'Passerelle s’efforce d’assurer l’accès au site en continu, mais peut l’interrompre pour maintenance ou en cas d’événement indépendant de sa volonté. Les liens vers des sites tiers sont fournis pour information : Passerelle n’exerce aucun contrôle sur leur contenu et décline toute responsabilité à leur égard.',
        ),
        paragraph([
          'Tout contenu manifestement illicite peut être signalé à ',
          link(supportContact.email, supportContact.mailto),
          ', en décrivant le contenu et sa localisation.',
        ]),
      ],
    },
    {
      id: 'conditions-donnees',
      heading: 'Conditions de vente et données personnelles',
      blocks: [
        paragraph([
          'Les prestations de Passerelle sont régies par les ',
          link('Conditions générales de vente', legalLinks.terms),
          '. Le traitement de vos données personnelles et l’usage des cookies sont décrits dans la ',
          link('Politique de confidentialité', legalLinks.privacy),
          '.',
        ]),
        paragraph('Les présentes mentions légales sont soumises au droit français.'),
      ],
    },
  ],
};

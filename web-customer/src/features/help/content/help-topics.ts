import type { FaqCategory, FaqEntry } from './faq';

/**
 * The categories of /aide (spec 1, section 2.7): a coarser view of the same questions as /faq,
 * so both pages always give the same answers.
 */
export const helpTopics = [
  { id: 'premiers-pas', label: 'Premiers pas' },
  { id: 'expedition', label: 'Expédition' },
  { id: 'facturation', label: 'Facturation' },
  { id: 'compte', label: 'Mon compte' },
] as const;

export type HelpTopic = (typeof helpTopics)[number]['id'];

const topicOfCategory: Readonly<Record<FaqCategory, HelpTopic>> = {
  demarrer: 'premiers-pas',
  'adresse-reception': 'premiers-pas',
  'expedition-tarifs': 'expedition',
  'achat-retours': 'expedition',
  stockage: 'facturation',
  abonnement: 'facturation',
  'compte-securite': 'compte',
};

export const helpTopicOf = (entry: Pick<FaqEntry, 'category'>): HelpTopic => topicOfCategory[entry.category];

import { projectionEntry } from '../tables';
import { reactionEntry, type HandlerEntry } from '../platform/handler-entry';
import { supportReplyMailsReaction } from './support-reply-mails';
import { supportConversationsProjection, supportMessagesProjection } from './support-projections';

const conversation = '/api/support/conversations/{conversationId}';
const staffConversation = '/admin/api/support/conversations/{conversationId}';
const staffCommand = { eventStore: 'append' } as const;
const customerCommand = { eventStore: 'append' } as const;

/** The support chat: the customer's widget, the staff's inbox, the live sockets that carry it, the mails when away. */
export const supportHandlers: readonly HandlerEntry[] = [
  // --- Customer
  {
    name: 'list-my-conversations',
    entry: 'functions/support/list-my-conversations.ts',
    description: 'Les conversations du client avec le support, les plus récentes d’abord, et leurs messages non lus',
    trigger: { kind: 'http', method: 'GET', path: '/api/support/conversations', access: 'customer' },
    permissions: { readModels: { supportConversations: 'read' } },
  },
  {
    name: 'open-conversation',
    entry: 'functions/support/open-conversation.ts',
    description: 'Le client ouvre une conversation avec le support (catégorie et premier message ; priorité selon son abonnement)',
    trigger: { kind: 'http', method: 'POST', path: '/api/support/conversations', access: 'customer' },
    permissions: { eventStore: 'append' },
  },
  {
    name: 'get-my-thread',
    entry: 'functions/support/get-my-thread.ts',
    description: 'Les messages d’une conversation du client, dans l’ordre, après le dernier qu’il a',
    trigger: { kind: 'http', method: 'GET', path: `${conversation}/messages`, access: 'customer' },
    permissions: { readModels: { supportConversations: 'read', supportMessages: 'read' } },
  },
  {
    name: 'post-my-message',
    entry: 'functions/support/post-my-message.ts',
    description: 'Le client écrit au support dans sa conversation',
    trigger: { kind: 'http', method: 'POST', path: `${conversation}/messages`, access: 'customer' },
    permissions: customerCommand,
  },
  {
    name: 'mark-my-conversation-read',
    entry: 'functions/support/mark-my-conversation-read.ts',
    description: 'Le client a lu sa conversation jusqu’à un message',
    trigger: { kind: 'http', method: 'POST', path: `${conversation}/read`, access: 'customer' },
    permissions: customerCommand,
  },
  {
    name: 'close-my-conversation',
    entry: 'functions/support/close-my-conversation.ts',
    description: 'Le client ferme sa conversation',
    trigger: { kind: 'http', method: 'POST', path: `${conversation}/closed`, access: 'customer' },
    permissions: customerCommand,
  },
  {
    name: 'reopen-my-conversation',
    entry: 'functions/support/reopen-my-conversation.ts',
    description: 'Le client rouvre sa conversation',
    trigger: { kind: 'http', method: 'POST', path: `${conversation}/reopened`, access: 'customer' },
    permissions: customerCommand,
  },
  // --- Staff
  {
    name: 'list-support-inbox',
    entry: 'functions/support/list-support-inbox.ts',
    description: 'Back-office : les conversations ouvertes, Premium d’abord puis les plus anciennes, ou toutes',
    trigger: { kind: 'http', method: 'GET', path: '/admin/api/support/conversations', access: 'admin' },
    permissions: { readModels: { supportConversations: 'read' } },
  },
  {
    name: 'get-support-conversation',
    entry: 'functions/support/get-support-conversation.ts',
    description: 'Back-office : une conversation et la fiche de son client (colis, expéditions, devis)',
    trigger: { kind: 'http', method: 'GET', path: staffConversation, access: 'admin' },
    permissions: { readModels: { supportConversations: 'read', customers: 'read', parcels: 'read', shipments: 'read' } },
  },
  {
    name: 'get-support-thread',
    entry: 'functions/support/get-support-thread.ts',
    description: 'Back-office : les messages d’une conversation, dans l’ordre',
    trigger: { kind: 'http', method: 'GET', path: `${staffConversation}/messages`, access: 'admin' },
    permissions: { readModels: { supportConversations: 'read', supportMessages: 'read' } },
  },
  {
    name: 'reply-to-conversation',
    entry: 'functions/support/reply-to-conversation.ts',
    description: 'Back-office : l’équipe répond dans une conversation',
    trigger: { kind: 'http', method: 'POST', path: `${staffConversation}/messages`, access: 'admin' },
    permissions: staffCommand,
  },
  {
    name: 'mark-support-conversation-read',
    entry: 'functions/support/mark-support-conversation-read.ts',
    description: 'Back-office : l’équipe a lu la conversation jusqu’à un message',
    trigger: { kind: 'http', method: 'POST', path: `${staffConversation}/read`, access: 'admin' },
    permissions: staffCommand,
  },
  {
    name: 'list-support-staff',
    entry: 'functions/support/list-support-staff.ts',
    description: 'Back-office : les membres de l’équipe à qui confier une conversation',
    trigger: { kind: 'http', method: 'GET', path: '/admin/api/support/staff', access: 'admin' },
    permissions: { readModels: { customers: 'read' } },
  },
  {
    name: 'assign-support-conversation',
    entry: 'functions/support/assign-support-conversation.ts',
    description: 'Back-office : la conversation est confiée à un membre de l’équipe',
    trigger: { kind: 'http', method: 'POST', path: `${staffConversation}/assignment`, access: 'admin' },
    // customers: the assignee must be a staff member
    permissions: { ...staffCommand, readModels: { customers: 'read' } },
  },
  {
    name: 'close-support-conversation',
    entry: 'functions/support/close-support-conversation.ts',
    description: 'Back-office : l’équipe ferme la conversation',
    trigger: { kind: 'http', method: 'POST', path: `${staffConversation}/closed`, access: 'admin' },
    permissions: staffCommand,
  },
  {
    name: 'reopen-support-conversation',
    entry: 'functions/support/reopen-support-conversation.ts',
    description: 'Back-office : l’équipe rouvre la conversation',
    trigger: { kind: 'http', method: 'POST', path: `${staffConversation}/reopened`, access: 'admin' },
    permissions: staffCommand,
  },
  // --- Live sockets
  {
    name: 'live-connect',
    entry: 'functions/support/live-connect.ts',
    description: 'Ouverture d’une connexion temps réel, autorisée par le cookie de session',
    trigger: { kind: 'websocket', route: '$connect' },
    permissions: { readModels: { sessions: 'write', liveConnections: 'write' } },
  },
  {
    name: 'live-disconnect',
    entry: 'functions/support/live-disconnect.ts',
    description: 'Fermeture d’une connexion temps réel',
    trigger: { kind: 'websocket', route: '$disconnect' },
    permissions: { readModels: { liveConnections: 'write' } },
  },
  {
    name: 'live-message',
    entry: 'functions/support/live-message.ts',
    description: 'Messages reçus sur une connexion temps réel (maintien en vie)',
    trigger: { kind: 'websocket', route: '$default' },
    permissions: {},
  },
  // --- Reactions
  {
    name: 'push-support-updates',
    entry: 'functions/support/push-support-updates.ts',
    description: 'Pousse chaque nouveau message et chaque changement d’une conversation aux connexions du client et de l’équipe',
    trigger: {
      kind: 'events',
      eventTypes: ['SupportConversationOpened', 'SupportMessagePosted', 'SupportConversationRead', 'SupportConversationAssigned', 'SupportConversationClosed', 'SupportConversationReopened'],
    },
    permissions: { eventStore: 'read', readModels: { liveConnections: 'write' }, live: 'push' },
  },
  // eventStore append: the notification centre records each mail
  reactionEntry(supportReplyMailsReaction, 'functions/support/send-support-reply-mails.ts', {
    eventStore: 'append',
    readModels: { liveConnections: 'read', customers: 'read', reservations: 'write' },
    mail: 'send',
  }),
  projectionEntry(supportConversationsProjection, 'functions/support/project-support-conversations.ts'),
  projectionEntry(supportMessagesProjection, 'functions/support/project-support-messages.ts'),
];

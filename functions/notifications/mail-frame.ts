import type { NotificationCategory } from '../../events/notification-events';
import { required } from '../platform/config';
import { escapeHtml, mailSignature, type Mail, type MailAttachment } from '../platform/mail';

/** Who a mail greets: every template says « Bonjour <prénom> ». */
export type Recipient = { email: string; firstName: string };

/** A paragraph of plain text (escaped in the HTML part), or a link drawn as a button (and written out in the text part). */
export type MailBlock = { text: string } | { button: { href: string; label: string } };

/** What a template says: the frame turns it into the HTML and the plain-text parts. */
export type MailContent = {
  subject: string;
  /** the line mail clients show after the subject in the inbox (hidden in the body) */
  preheader: string;
  title: string;
  blocks: readonly MailBlock[];
  attachments?: readonly MailAttachment[];
};

/**
 * One template per kind of notification. `category` null: transactional (the customer asked for it or
 * must know it), always sent; a category: the customer may turn it off, and every such mail carries
 * the link that does so.
 */
export type Template<Data> = {
  /** the French name staff read on the customer's record */
  label: string;
  category: NotificationCategory | null;
  render: (to: Recipient, data: Data) => MailContent;
};

const colors = { ink: '#1f2937', brand: '#12355b', muted: '#6b7280', page: '#f3f4f6' } as const;

/** A path of the site (`/devis`) or a full address (Stripe's page) as a full address. */
const absolute = (href: string): string => new URL(href, required('SITE_URL')).href;

const htmlBlock = (block: MailBlock): string =>
  'text' in block
    ? `<p style="margin:0 0 16px 0">${escapeHtml(block.text)}</p>`
    : `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px 0"><tr><td style="background:${colors.brand};border-radius:6px">` +
      `<a href="${escapeHtml(absolute(block.button.href))}" style="display:inline-block;padding:12px 20px;color:#ffffff;text-decoration:none;font-weight:bold;font-family:Arial,sans-serif">${escapeHtml(block.button.label)}</a>` +
      '</td></tr></table>';

const textBlock = (block: MailBlock): string => ('text' in block ? block.text : `${block.button.label} : ${absolute(block.button.href)}`);

const unsubscribeLabel = 'Ne plus recevoir ces e-mails';

/**
 * The product's frame around a template's content: a table layout with inline styles only (what
 * Outlook, Gmail and Apple Mail all render), the preheader, the signature, and on a mail the customer
 * may turn off the link that does it, also given as the `List-Unsubscribe`
 * header (mail clients show their own « se désabonner » with it).
 */
export const frameMail = (to: string, content: MailContent, unsubscribeUrl: string | null): Mail => {
  const footer = unsubscribeUrl
    ? `<p style="margin:16px 0 0 0;font-size:12px;color:${colors.muted}">Vous recevez cet e-mail car ces rappels sont activés sur votre compte. <a href="${escapeHtml(unsubscribeUrl)}" style="color:${colors.muted}">${unsubscribeLabel}</a></p>`
    : '';
  const html = [
    '<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">',
    `<title>${escapeHtml(content.subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:${colors.page}">`,
    `<div style="display:none;max-height:0;overflow:hidden;mso-hide:all">${escapeHtml(content.preheader)}</div>`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${colors.page}"><tr><td align="center" style="padding:24px 12px">`,
    '<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:8px">',
    `<tr><td style="padding:20px 24px;background:${colors.brand};border-radius:8px 8px 0 0;color:#ffffff;font-family:Arial,sans-serif;font-size:18px;font-weight:bold">Passerelle</td></tr>`,
    `<tr><td style="padding:24px;font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:${colors.ink}">`,
    `<h1 style="margin:0 0 16px 0;font-size:20px;color:${colors.brand}">${escapeHtml(content.title)}</h1>`,
    ...content.blocks.map(htmlBlock),
    `<p style="margin:24px 0 0 0;font-size:13px;color:${colors.muted}">${mailSignature.map(escapeHtml).join('<br>')}</p>`,
    footer,
    '</td></tr></table></td></tr></table></body></html>',
  ].join('');
  const text = [
    content.title,
    '',
    ...content.blocks.map(textBlock),
    '',
    ...mailSignature,
    ...(unsubscribeUrl ? ['', `${unsubscribeLabel} : ${unsubscribeUrl}`] : []),
  ].join('\n');
  return {
    to,
    subject: content.subject,
    html,
    text,
    ...(content.attachments ? { attachments: content.attachments } : {}),
    ...(unsubscribeUrl
      ? { headers: [{ name: 'List-Unsubscribe', value: `<${unsubscribeUrl}>` }] }
      : {}),
  };
};

/** « Bonjour Marie, » (or « Bonjour, » when the first name is unknown). */
export const hello = (to: Recipient): string => (to.firstName.trim() ? `Bonjour ${to.firstName.trim()},` : 'Bonjour,');

import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { ses } from './aws/ses';
import { required } from './config';

/** A file sent with the mail (an invoice's PDF); SES v2 and SES local both take it in the simple content. */
export type MailAttachment = { fileName: string; contentType: string; content: Uint8Array };
/** A header added to the message (`List-Unsubscribe`): SES v2 takes them in the simple content. */
export type MailHeader = { name: string; value: string };
export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  attachments?: readonly MailAttachment[];
  headers?: readonly MailHeader[];
};

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Everything a person typed is escaped before it goes into an HTML e-mail. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (character) => escapes[character] ?? character);

/** How every mail is signed, in its HTML and its plain-text part. */
export const mailSignature = ['Passerelle — votre adresse en France', 'support@passerelle.example · +33 1 23 45 67 89'] as const;

/**
 * A French e-mail to support or to a newsletter subscriber: a title, paragraphs of already-escaped HTML, a
 * signature. Customer mails have their own frame in the notification centre (`functions/notifications/`).
 */
export const frenchMailHtml = (title: string, paragraphs: readonly string[]): string =>
  [
    '<!doctype html><html lang="fr"><body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">',
    `<h1 style="font-size:20px;color:#12355b">${escapeHtml(title)}</h1>`,
    ...paragraphs.map((paragraph) => `<p>${paragraph}</p>`),
    `<p style="color:#6b7280;font-size:13px">${mailSignature.map(escapeHtml).join('<br>')}</p>`,
    '</body></html>',
  ].join('');

/** Sends one e-mail through SES v2 (SES local in the embedded runtime). */
export const sendMail = async (mail: Mail): Promise<string> => {
  const result = await ses().send(
    new SendEmailCommand({
      FromEmailAddress: required('MAIL_FROM'),
      Destination: { ToAddresses: [mail.to] },
      ReplyToAddresses: mail.replyTo ? [mail.replyTo] : undefined,
      Content: {
        Simple: {
          Subject: { Data: mail.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: mail.text, Charset: 'UTF-8' }, Html: { Data: mail.html, Charset: 'UTF-8' } },
          ...(mail.headers?.length ? { Headers: mail.headers.map(({ name, value }) => ({ Name: name, Value: value })) } : {}),
          ...(mail.attachments?.length
            ? {
                Attachments: mail.attachments.map((attachment) => ({
                  FileName: attachment.fileName,
                  ContentType: attachment.contentType,
                  ContentDisposition: 'ATTACHMENT' as const,
                  RawContent: attachment.content,
                })),
              }
            : {}),
        },
      },
    }),
  );
  return result.MessageId ?? '';
};

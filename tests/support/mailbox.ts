import * as z from 'zod';
import { eventually } from './eventually';

const storeSchema = z.object({
  emails: z.array(
    z.object({
      from: z.string(),
      destination: z.object({ to: z.array(z.string()) }),
      subject: z.string(),
      body: z.object({ text: z.string().optional(), html: z.string().optional() }),
      at: z.number(),
    }).passthrough(),
  ),
});

/** The mails that SES local received, read from its `/store`, as a person would read them in its page. */
export const mailsTo = async (sesEndpoint: string, recipient: string) => {
  const response = await fetch(`${sesEndpoint}/store`);
  const store = storeSchema.parse(await response.json());
  return store.emails.filter((mail) => mail.destination.to.includes(recipient));
};

export type Mail = Awaited<ReturnType<typeof mailsTo>>[number];

/** The mails to `recipient` once `count` of them (matching `match`) have arrived: some leave after the answer, through the bus. */
export const waitForMails = (sesEndpoint: string, recipient: string, count: number, match: (mail: Mail) => boolean = () => true) =>
  eventually(async () => {
    const mails = (await mailsTo(sesEndpoint, recipient)).filter(match);
    if (mails.length < count) throw new Error(`${mails.length} mail(s) à ${recipient} sur ${count} attendu(s)`);
    return mails;
  }, 10_000);

/** The address of the link to `path` in the text of a mail, as a person would click it. */
export const linkIn = (mail: Mail, path: string): string => {
  const link = (mail.body.text ?? '').split(/\s+/).find((word) => word.startsWith('http') && new URL(word).pathname === path);
  if (!link) throw new Error(`aucun lien vers ${path} dans le mail « ${mail.subject} »`);
  return link;
};

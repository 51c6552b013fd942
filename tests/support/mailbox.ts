import * as z from 'zod';

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

import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { contactCategoryLabels, contactFailureMessage, contactLimits, contactSentMessage } from '../../domain/contact/contact-input';
import { newsletterMessages } from '../../domain/newsletter/newsletter-input';
import { linkIn, mailsTo, waitForMails } from '../support/mailbox';
import { keepEssentialCookiesOnly, newVisitor, readableText, screenshot, waitForText, useBrowser } from './browser';

const runtime = inject('runtime');
const ses = runtime.environment.SES_ENDPOINT as string;
const supportEmail = runtime.environment.SUPPORT_EMAIL as string;

type ContactMessage = { name: string; email: string; category: keyof typeof contactCategoryLabels; subject: string; message: string };

/** Unique per call, so the mail found in the shared SES store is this test's. */
const contactMessage = (): ContactMessage => ({
  name: 'Léa Martin',
  email: `lea.martin-${randomUUID()}@example.com`,
  category: 'shipping',
  subject: `Colis bloqué ${randomUUID()}`,
  message: 'Bonjour,\nmon colis est bloqué à l’entrepôt depuis une semaine.\nPouvez-vous vérifier ?',
});

const contactForm = (page: Page) => {
  const form = page.getByRole('form', { name: 'Écrivez-nous' });
  return {
    form,
    name: form.getByRole('textbox', { name: 'Nom', exact: true }),
    email: form.getByRole('textbox', { name: 'Email', exact: true }),
    category: form.getByRole('combobox', { name: 'Catégorie', exact: true }),
    subject: form.getByRole('textbox', { name: 'Sujet', exact: true }),
    message: form.getByRole('textbox', { name: 'Message', exact: true }),
    urgent: form.getByRole('checkbox', { name: /^Urgent/ }),
    counter: form.getByText(new RegExp(`^\\d+/${contactLimits.message} caractères$`)),
    send: form.getByRole('button', { name: 'Envoyer le message' }),
  };
};

const fillContactForm = async (page: Page, typed: ContactMessage) => {
  const form = contactForm(page);
  await form.name.fill(typed.name);
  await form.email.fill(typed.email);
  await form.category.selectOption({ value: typed.category });
  await form.subject.fill(typed.subject);
  await form.message.fill(typed.message);
  await form.urgent.check();
};

const isFocused = (locator: Locator) => locator.evaluate((element) => element === element.ownerDocument.activeElement);

const newsletterForm = (page: Page) => {
  const form = page.getByRole('contentinfo').getByRole('form', { name: 'Newsletter' });
  return {
    email: form.getByLabel('Votre adresse e-mail'),
    subscribe: form.getByRole('button', { name: "S'inscrire" }),
    status: form.getByRole('status'),
  };
};

describe('contact and newsletter in the browser', () => {
  const browser = useBrowser();

  /** Runs `journey` on `path` for a new visitor who has answered the cookie banner. */
  const visit = async (path: string, journey: (page: Page) => Promise<void>) => {
    const { page, context, pageErrors } = await newVisitor(browser(), runtime.site);
    try {
      await page.goto(path);
      await keepEssentialCookiesOnly(page);
      await journey(page);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  };

  it('sends a contact message to support, promises an answer within 24 h, and offers an empty form for another one', async () => {
    const typed = contactMessage();
    await visit('/contact', async (page) => {
      const form = contactForm(page);
      await fillContactForm(page, typed);
      await form.send.click();

      const sent = page.getByRole('heading', { name: contactSentMessage });
      await sent.waitFor();
      expect(await isFocused(sent)).toBe(true);
      const success = page.locator('.contact-success');
      expect(await readableText(success)).toContain(`Notre équipe vous répondra sous 24 h, par e-mail, à l'adresse ${typed.email}.`);
      await screenshot(page, 'contact-envoye');

      const [mail] = await waitForMails(ses, supportEmail, 1, (candidate) => candidate.subject.endsWith(typed.subject));
      expect(mail!.subject).toBe(`[URGENT] Contact : ${typed.subject}`);
      expect(mail!.replyTo).toEqual([typed.email]);
      const text = mail!.body.text ?? '';
      expect(text).toContain(`De : ${typed.name} <${typed.email}>`);
      expect(text).toContain(`Catégorie : ${contactCategoryLabels[typed.category]}`);
      expect(text).toContain('Urgent : Oui');
      expect(text).toContain(typed.message);

      await page.getByRole('button', { name: 'Envoyer un autre message' }).click();
      await form.form.waitFor();
      expect(await isFocused(form.name)).toBe(true);
      for (const textField of [form.name, form.email, form.subject, form.message]) expect(await textField.inputValue()).toBe('');
      expect(await form.category.inputValue()).toBe('');
      expect(await form.urgent.isChecked()).toBe(false);
      expect(await readableText(form.counter)).toBe(`0/${contactLimits.message} caractères`);
    });
  });

  it('counts the characters of the message live and refuses anything beyond 500', async () => {
    await visit('/contact', async (page) => {
      const form = contactForm(page);
      // Typed at once into the prerendered form: the count follows as soon as the form's code is there.
      await form.message.pressSequentially('Bonjour');
      expect(await waitForText(form.counter, `7/${contactLimits.message} caractères`)).toBe(`7/${contactLimits.message} caractères`);

      // Pasted text beyond the limit is cut at 500, and typing more adds nothing.
      await form.message.fill('a'.repeat(contactLimits.message + 120));
      expect(await form.message.inputValue()).toBe('a'.repeat(contactLimits.message));
      await form.message.press('End');
      await form.message.pressSequentially('bcd');
      expect(await form.message.inputValue()).toBe('a'.repeat(contactLimits.message));
      expect(await readableText(form.counter)).toBe(`${contactLimits.message}/${contactLimits.message} caractères`);
    });
  });

  it('shows the French error when sending fails, keeps everything typed, and sends it on the next try', async () => {
    const typed = contactMessage();
    await visit('/contact', async (page) => {
      // The API's own answer to a failure inside it: a problem with a generic detail, which the form replaces with its message.
      await page.route(
        '**/api/contact',
        (route) =>
          route.fulfill({
            status: 500,
            contentType: 'application/problem+json',
            body: JSON.stringify({ status: 500, detail: 'Une erreur inattendue est survenue. Veuillez réessayer dans quelques instants.' }),
          }),
        { times: 1 },
      );
      const form = contactForm(page);
      await fillContactForm(page, typed);
      await form.send.click();

      const alert = form.form.getByRole('alert');
      expect(await waitForText(alert, contactFailureMessage)).toBe(contactFailureMessage);
      await screenshot(page, 'contact-echec');
      expect({
        name: await form.name.inputValue(),
        email: await form.email.inputValue(),
        category: await form.category.inputValue(),
        subject: await form.subject.inputValue(),
        message: await form.message.inputValue(),
      }).toEqual(typed);
      expect(await form.urgent.isChecked()).toBe(true);

      await form.send.click();
      await page.getByRole('heading', { name: contactSentMessage }).waitFor();
      await waitForMails(ses, supportEmail, 1, (mail) => mail.subject.endsWith(typed.subject));
    });
  });

  it('keeps what is typed before the form’s code arrives, and checks a submission asked for meanwhile with the shared schema’s messages', async () => {
    await visit('/contact', async (page) => {
      // The form's code (react-hook-form, the schema) held back, as on a slow phone network.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/assets/contact-form-*.js', async (route) => {
        await held;
        await route.continue();
      });
      const form = contactForm(page);
      await form.name.fill('Léa Martin');
      await form.email.fill('lea.martin@');
      await form.email.press('Enter');
      // Not sent by the browser's own means (the fields in the address) while the code is on its way.
      expect(new URL(page.url()).search).toBe('');

      release();
      const emailError = form.form.getByText("L'adresse email n'est pas valide");
      await emailError.waitFor();
      await screenshot(page, 'contact-envoi-avant-chargement');
      expect(await form.form.getByText('Veuillez saisir un sujet').count()).toBe(1);
      expect(await form.name.inputValue()).toBe('Léa Martin');
      expect(await form.email.inputValue()).toBe('lea.martin@');
      expect(await form.send.isEnabled()).toBe(true);
    });
  });

  it('subscribes from the footer, confirms from the mail, is harmless twice, and unsubscribes from the mail', async () => {
    const email = `abonne-${randomUUID()}@example.com`;
    const confirmationSent = newsletterMessages.confirmationSent;
    await visit('/aide', async (page) => {
      const footer = newsletterForm(page);
      await footer.subscribe.click();
      expect(await waitForText(footer.status, newsletterMessages.emailRequired)).toBe(newsletterMessages.emailRequired);
      expect(await footer.email.getAttribute('aria-invalid')).toBe('true');

      await footer.email.fill(email);
      await footer.subscribe.click();
      expect(await waitForText(footer.status, confirmationSent)).toBe(confirmationSent);
      expect(await footer.email.inputValue()).toBe('');
      await screenshot(page, 'newsletter-inscription');

      const [mail] = await waitForMails(ses, email, 1);
      expect(mail!.subject).toBe('Confirmez votre inscription à la newsletter Passerelle');
      await page.goto(linkIn(mail!, '/newsletter/confirmation'));
      await page.getByRole('heading', { level: 1, name: 'Inscription confirmée' }).waitFor();
      await screenshot(page, 'newsletter-confirmee');

      // The same person, typing their address again (in capitals): told so, and no second mail.
      const alreadySubscribed = newsletterMessages.alreadySubscribed;
      await footer.email.fill(email.toUpperCase());
      await footer.subscribe.click();
      expect(await waitForText(footer.status, alreadySubscribed)).toBe(alreadySubscribed);
      expect(await mailsTo(ses, email)).toHaveLength(1);

      await page.goto(linkIn(mail!, '/newsletter/desinscription'));
      await page.getByRole('heading', { level: 1, name: 'Se désinscrire de la newsletter' }).waitFor();
      await page.getByRole('button', { name: 'Me désinscrire' }).click();
      await page.getByRole('heading', { level: 1, name: 'Vous êtes désinscrit(e)' }).waitFor();
      await screenshot(page, 'newsletter-desinscrit');

      // Unsubscribed for real: subscribing again asks for a new confirmation, by a new mail.
      await footer.email.fill(email);
      await footer.subscribe.click();
      expect(await waitForText(footer.status, confirmationSent)).toBe(confirmationSent);
      await waitForMails(ses, email, 2);
    });
  });
});

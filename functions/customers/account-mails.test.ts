import { describe, expect, it } from 'vitest';
import { linkLifetimesMs } from '../../domain/customer/customer';
import { confirmationMail, emailChangeMail, passwordResetMail } from './account-mails';

/** The hours a mail states (« valable 24 heures »), in its text and in its HTML alike. */
const statedHours = (text: string) => [...text.matchAll(/valable (\d+) heures/g)].map((match) => Number(match[1]));

describe('the account mails state the lifetime their links are given', () => {
  it.each([
    ['password reset', passwordResetMail, linkLifetimesMs.reset],
    ['confirmation', confirmationMail, linkLifetimesMs.confirmation],
    ['change of address', emailChangeMail, linkLifetimesMs.emailChange],
  ] as const)('%s', (_name, mailOf, lifetimeMs) => {
    const mail = mailOf('marie@example.com', 'Marie', 'https://passerelle.example/lien');
    expect(statedHours(mail.text)).toEqual([lifetimeMs / 3600_000]);
    expect(statedHours(mail.html)).toEqual([lifetimeMs / 3600_000]);
  });
});

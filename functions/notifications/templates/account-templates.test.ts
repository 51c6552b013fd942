import { beforeEach, describe, expect, it, vi } from 'vitest';
import { linkLifetimesMs } from '../../../domain/customer/customer';
import { frameMail } from '../mail-frame';
import { accountConfirmation, emailChange, passwordReset } from './account-templates';

/** The hours a mail states (« valable 24 heures »), in its text and in its HTML alike. */
const statedHours = (text: string) => [...text.matchAll(/valable (\d+) heures/g)].map((match) => Number(match[1]));

describe('the account mails state the lifetime their links are given', () => {
  beforeEach(() => {
    vi.stubEnv('SITE_URL', 'https://passerelle.example');
  });

  it.each([
    ['password reset', passwordReset, linkLifetimesMs.reset],
    ['confirmation', accountConfirmation, linkLifetimesMs.confirmation],
    ['change of address', emailChange, linkLifetimesMs.emailChange],
  ] as const)('%s', (_name, template, lifetimeMs) => {
    const mail = frameMail('marie@example.com', template.render({ email: 'marie@example.com', firstName: 'Marie' }, { link: 'https://passerelle.example/lien' }), null);
    expect(statedHours(mail.text)).toEqual([lifetimeMs / 3600_000]);
    expect(statedHours(mail.html)).toEqual([lifetimeMs / 3600_000]);
  });
});

import { cleanup, render, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { AdminContext, Title, TitlePortal } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../i18n/i18n-provider';
import { DocumentTitle, documentTitleOf } from './DocumentTitle';

afterEach(cleanup);

let showPayments: () => void = () => undefined;
const Page = () => {
  const [title, setTitle] = useState('Colis');
  showPayments = () => setTitle('Paiements');
  return <Title title={title} />;
};

describe('the tab’s title', () => {
  it('puts the page’s own title first, and the back office’s alone when a page has none', () => {
    expect(documentTitleOf(' Colis\n ', 'Passerelle — Back-office')).toBe('Colis — Passerelle — Back-office');
    expect(documentTitleOf('', 'Passerelle — Back-office')).toBe('Passerelle — Back-office');
  });

  it('given a page titled « Colis », then the tab says so, and follows when the page changes to « Paiements »', async () => {
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <TitlePortal />
        <DocumentTitle />
        <Page />
      </AdminContext>,
    );
    await waitFor(() => expect(document.title).toBe('Colis — Passerelle — Back-office'));
    showPayments();
    await waitFor(() => expect(document.title).toBe('Paiements — Passerelle — Back-office'));
  });
});

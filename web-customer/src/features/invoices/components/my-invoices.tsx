import { useState } from 'react';
import { invoiceKindLabels, type InvoiceView } from '@domain/invoice/invoice-views';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import { formatEurosFromCents } from '@/lib/format';
import { formatDate } from '@/lib/format-date';
import { openPendingTab } from '@/lib/pending-tab';
import { getInvoicePdfLink } from '../api/get-invoice-pdf';
import { useInvoices } from '../api/get-invoices';
import './invoices.css';

export const pdfUnavailableMessage = "Le PDF n'a pas pu être ouvert. Réessayez dans un instant.";

/** "Télécharger (PDF)": a new tab, sent to the signed link once the server gives it. */
const DownloadButton = ({ invoice, onFailure }: { invoice: InvoiceView; onFailure: (message: string | null) => void }) => {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    onFailure(null);
    setBusy(true);
    const tab = openPendingTab();
    try {
      const { url } = await getInvoicePdfLink(invoice.number);
      tab.go(url);
    } catch {
      tab.close();
      onFailure(pdfUnavailableMessage);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" size="sm" disabled={busy} aria-label={`Télécharger ${invoiceKindLabels[invoice.kind].toLowerCase()} ${invoice.number} (PDF)`} onClick={() => void download()}>
      Télécharger (PDF)
    </Button>
  );
};

const whatFor = (invoice: InvoiceView) => (invoice.kind === 'credit_note' && invoice.invoiceNumber ? `${invoice.label} · sur la facture ${invoice.invoiceNumber}` : invoice.label);

/** "Mes factures" on /compte: every invoice and credit note of the customer, newest first, each with its PDF. */
export const MyInvoices = () => {
  const invoices = useInvoices();
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <section className="card my-invoices" aria-labelledby="mes-factures">
      <h2 id="mes-factures" className="card__title">
        Mes factures
      </h2>
      {failure && <Alert tone="error">{failure}</Alert>}
      {invoices.isPending ? (
        <Loading label="Chargement de vos factures..." />
      ) : invoices.isError ? (
        <p className="card__text">Vos factures n'ont pas pu être chargées. Réessayez dans un instant.</p>
      ) : invoices.data.length === 0 ? (
        <p className="card__text">Aucune facture pour le moment. Chaque paiement par carte vous en donne une, ici et par email.</p>
      ) : (
        <ul className="compact-list my-invoices__list">
          {invoices.data.map((invoice) => (
            <li key={invoice.number} className="compact-list__item my-invoices__item">
              <div className="compact-list__main">
                <span className="my-invoices__number">
                  <span className={`badge ${invoice.kind === 'credit_note' ? 'badge--returned' : 'badge--cleared'}`}>{invoiceKindLabels[invoice.kind]}</span>{' '}
                  <span className="tracking-number">{invoice.number}</span>
                </span>
                <span className="compact-list__meta">
                  {formatDate(invoice.issuedAt)} · {whatFor(invoice)}
                </span>
              </div>
              <div className="my-invoices__amount">{formatEurosFromCents(invoice.totalCents)} TTC</div>
              <div className="actions">
                <DownloadButton invoice={invoice} onFailure={setFailure} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};

import { Alert } from '@/components/ui/alert';
import { Loading } from '@/components/ui/loading';
import { Modal } from '@/components/ui/modal';
import { errorMessage } from '@/lib/api-error';
import { formatEurosFromCents } from '@/lib/format';
import { formatDate } from '@/lib/format-date';
import { useShipment } from '../api/get-shipment';
import { TransferAccount } from './how-to-pay';
import { PayQuoteButton } from './pay-quote-button';
import { expiredQuoteMessage, quoteStatusLabel, type ShipmentQuote } from '../utils/shipment-display';
import './shipments.css';

/** How to pay a quote by bank transfer, besides the card: the reference is the quote number. */
export const TransferInstructions = ({ quoteNumber, totalCents }: { quoteNumber: string; totalCents: number }) => (
  <section className="transfer" aria-labelledby={`virement-${quoteNumber}`}>
    <h3 id={`virement-${quoteNumber}`} className="section-title">
      Payer par virement bancaire
    </h3>
    <p className="card__text">
      Virez {formatEurosFromCents(totalCents)} en indiquant la référence ci-dessous : votre colis part sous 48 heures ouvrées après réception du paiement.
    </p>
    <TransferAccount reference={quoteNumber} />
  </section>
);

/**
 * A quote's details: its lines, HT/TVA/TTC, validity, the PDF (a 300 s link, read when the modal
 * opens), and how to pay it, by card or by transfer, while it is pending.
 */
export const QuoteDetailsModal = ({ shipment, quote, onClose }: ShipmentQuote & { onClose: () => void }) => {
  const detail = useShipment(shipment.shipmentId);
  const pdfUrl = detail.data?.quote?.quoteNumber === quote.quoteNumber ? detail.data.quote.pdfUrl : null;
  return (
    <Modal title={`Devis ${quote.quoteNumber}`} onClose={onClose}>
      <p className="card__text">
        Émis le {formatDate(quote.issuedAt)}, valable jusqu’au {formatDate(quote.validUntil)} · {quoteStatusLabel(quote.status)}
      </p>
      {quote.status === 'expired' && <Alert tone="info" title={expiredQuoteMessage} />}
      <table className="quote-lines">
        <caption className="visually-hidden">Lignes du devis</caption>
        <thead>
          <tr>
            <th scope="col">Désignation</th>
            <th scope="col">Montant TTC</th>
          </tr>
        </thead>
        <tbody>
          {quote.lines.map((line) => (
            <tr key={`${line.kind}-${line.label}`}>
              <td>{line.label}</td>
              <td>{formatEurosFromCents(line.amountCents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total HT</th>
            <td>{formatEurosFromCents(quote.totalExclVatCents)}</td>
          </tr>
          <tr>
            <th scope="row">TVA (20 %)</th>
            <td>{formatEurosFromCents(quote.vatCents)}</td>
          </tr>
          <tr className="quote-lines__total">
            <th scope="row">Total TTC</th>
            <td>{formatEurosFromCents(quote.totalCents)}</td>
          </tr>
        </tfoot>
      </table>
      <p className="quote-pdf">
        {pdfUrl ? (
          <a className="button button--outline button--md" href={pdfUrl} target="_blank" rel="noopener noreferrer">
            Télécharger le devis (PDF)
          </a>
        ) : detail.isError ? (
          <span className="field__error">{errorMessage(detail.error, 'Le devis PDF est indisponible pour le moment.')}</span>
        ) : (
          <Loading label="Préparation du devis PDF..." />
        )}
      </p>
      {quote.status === 'pending' && (
        <>
          <section className="pay-by-card" aria-labelledby={`carte-${quote.quoteNumber}`}>
            <h3 id={`carte-${quote.quoteNumber}`} className="section-title">
              Payer par carte bancaire
            </h3>
            <p className="card__text">Paiement sécurisé sur la page de notre prestataire Stripe, ouverte dans un nouvel onglet.</p>
            <PayQuoteButton shipmentId={shipment.shipmentId} quoteNumber={quote.quoteNumber} totalCents={quote.totalCents} />
          </section>
          <TransferInstructions quoteNumber={quote.quoteNumber} totalCents={quote.totalCents} />
        </>
      )}
    </Modal>
  );
};

import { Fragment } from 'react';
import { quotePaymentWays, transferAccountFacts } from '@domain/shipment/quote-payment-ways';
import './shipments.css';

/** The account a transfer goes to; with the quote's number as the reference once there is one. */
export const TransferAccount = ({ reference }: { reference?: string }) => (
  <dl className="details-list">
    {transferAccountFacts.map((fact) => (
      <Fragment key={fact.term}>
        <dt>{fact.term}</dt>
        <dd className={fact.term === 'Titulaire' ? undefined : 'transfer__code'}>{fact.value}</dd>
      </Fragment>
    ))}
    {reference && (
      <>
        <dt>Référence</dt>
        <dd className="transfer__code">{reference}</dd>
      </>
    )}
  </dl>
);

/** Before a quote exists (the /expedier confirmation): how it will be paid, by card first, as the quote PDF says. */
export const HowToPay = () => (
  <section className="how-to-pay" aria-labelledby="comment-payer">
    <h3 id="comment-payer" className="section-title">
      {quotePaymentWays.title}
    </h3>
    <p className="card__text">{quotePaymentWays.byCard}</p>
    <p className="card__text">{quotePaymentWays.byTransfer}</p>
    <TransferAccount />
  </section>
);

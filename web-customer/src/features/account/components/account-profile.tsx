import { destinationLabels } from '@domain/pricing/rate-card';
import type { Me } from '@/lib/auth/get-me';

const territoryLabel = (territory: string | null): string =>
  territory && territory in destinationLabels ? destinationLabels[territory as keyof typeof destinationLabels] : (territory ?? '—');

/** Who the account is for, as the API knows it. */
export const AccountProfile = ({ me }: { me: Me }) => (
  <section className="card" aria-labelledby="mon-profil">
    <h2 id="mon-profil" className="card__title">
      Mon profil
    </h2>
    <dl className="details-list">
      <dt>Nom</dt>
      <dd>
        {me.firstName} {me.lastName}
      </dd>
      {me.company && (
        <>
          <dt>Société</dt>
          <dd>{me.company}</dd>
        </>
      )}
      <dt>Email</dt>
      <dd className="email-address">
        {me.email}
        {!me.emailConfirmed && <span className="badge badge--pending">Non confirmé</span>}
      </dd>
      <dt>Téléphone</dt>
      <dd>{me.phone || '—'}</dd>
      <dt>Adresse de livraison</dt>
      <dd>
        {me.address}
        <br />
        {me.postalCode} {me.city}
      </dd>
      <dt>Territoire</dt>
      <dd>{territoryLabel(me.territory)}</dd>
      {me.frenchAddress && (
        <>
          <dt>Numéro de boîte</dt>
          <dd>
            <strong>{me.frenchAddress.boxNumber}</strong>
          </dd>
        </>
      )}
    </dl>
  </section>
);

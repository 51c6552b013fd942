import { useEffect, useState } from 'react';
import type { FrenchAddress } from '@domain/customer/customer-views';
import { Button } from '@/components/ui/button';
import './account.css';

/** The address as a customer types it into a French shop's delivery form, one line each. */
export const frenchAddressLines = (address: FrenchAddress): string[] => [
  address.recipient,
  address.street,
  `${address.postalCode} ${address.city}`,
  address.country,
];

type CopyState = 'idle' | 'copied' | 'failed';

/** The clipboard API needs a secure context; elsewhere the older `execCommand('copy')` on a hidden text area. */
const copyText = async (text: string): Promise<void> => {
  if (typeof navigator !== 'undefined' && navigator.clipboard && typeof navigator.clipboard.writeText === 'function') {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const copied = typeof document.execCommand === 'function' && document.execCommand('copy');
  area.remove();
  if (!copied) throw new Error('copie refusée');
};

/**
 * The customer's personal French address (spec 2, sections 2.1 and 3): our warehouse, with the
 * customer's name and box number, and a button that copies it whole. Until the e-mail is
 * confirmed there is none yet.
 */
export const FrenchAddressCard = ({ address }: { address: FrenchAddress | null }) => {
  const [copy, setCopy] = useState<CopyState>('idle');

  useEffect(() => {
    if (copy !== 'copied') return;
    const timer = setTimeout(() => setCopy('idle'), 4_000);
    return () => clearTimeout(timer);
  }, [copy]);

  const copyAddress = () => {
    if (!address) return;
    copyText(frenchAddressLines(address).join('\n')).then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );
  };

  return (
    <section className="card address-card" aria-labelledby="adresse-francaise">
      <h2 id="adresse-francaise" className="card__title">
        Votre adresse en France
      </h2>
      {address ? (
        <>
          <p className="address-card__intro">
            Donnez cette adresse de livraison à vos boutiques en ligne : votre numéro de boîte nous permet de reconnaître vos colis
            à leur arrivée.
          </p>
          <p className="address-card__box">
            Numéro de boîte <strong>{address.boxNumber}</strong>
          </p>
          <address className="address-card__address" data-testid="french-address">
            {frenchAddressLines(address).map((line, index) => (
              <span key={index}>{line}</span>
            ))}
          </address>
          <div className="address-card__actions">
            <Button variant="secondary" size="sm" onClick={copyAddress}>
              Copier l'adresse
            </Button>
            <p className="address-card__copied" role="status" aria-live="polite">
              {copy === 'copied' ? 'Adresse copiée' : copy === 'failed' ? "Impossible de copier : sélectionnez l'adresse pour la copier." : ''}
            </p>
          </div>
        </>
      ) : (
        <p className="address-card__pending">
          Votre adresse personnelle en France apparaîtra ici dès que votre adresse email sera confirmée : cliquez sur le lien de
          l'email de confirmation que nous vous avons envoyé.
        </p>
      )}
    </section>
  );
};

import { purchaseStatusLabels } from '@domain/purchase/purchase-views';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { formatEurosFromCents } from '@/lib/format';
import { usePurchases } from '../api/purchases';
import './purchases.css';

/** The dashboard's block of buy-for-me requests still in progress (neither received nor cancelled); nothing when there are none. */
export const PurchasesInProgress = () => {
  const purchases = usePurchases();
  const open = (purchases.data ?? []).filter((purchase) => purchase.status !== 'recue' && purchase.status !== 'annulee');
  if (open.length === 0) return null;
  return (
    <section className="card" aria-labelledby="achats-en-cours">
      <h2 id="achats-en-cours" className="card__title">
        Mes achats en cours
      </h2>
      <ul className="purchases-in-progress">
        {open.map((purchase) => (
          <li key={purchase.purchaseId}>
            <Link to={paths.buyForMe.getHref()}>{purchase.shopName}</Link> · {purchaseStatusLabels[purchase.status]}
            {purchase.quote && purchase.status === 'devis_envoye' && ` · devis de ${formatEurosFromCents(purchase.quote.totalCents)} à payer`}
          </li>
        ))}
      </ul>
    </section>
  );
};

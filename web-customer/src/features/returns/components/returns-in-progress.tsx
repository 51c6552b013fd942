import { Link } from '@/components/ui/link';
import { returnStatusLabels } from '@domain/return/return-request';
import { paths } from '@/config/paths';
import { useReturns } from '../api/get-returns';
import './returns.css';

const inProgress = new Set(['requested', 'received_at_return_warehouse', 'sent_to_merchant']);
/** The dashboard shows a few; the returns page has them all. */
const shown = 3;

/** The dashboard's card of the returns in progress (a read failure shows nothing, as the dashboard's other reads). */
export const ReturnsInProgress = () => {
  const returns = useReturns();
  const current = (returns.data ?? []).filter((request) => inProgress.has(request.status));
  return (
    <section className="card" aria-labelledby="retours-en-cours">
      <h2 id="retours-en-cours" className="card__title">
        Retours en cours
      </h2>
      {returns.isSuccess && current.length === 0 && <p className="returns-empty">Aucun retour en cours.</p>}
      {current.length > 0 && (
        <ul className="returns-in-progress">
          {current.slice(0, shown).map((request) => (
            <li key={request.returnId}>
              <span className="returns-in-progress__reference">{request.reference}</span>
              <span className="returns-in-progress__meta">
                Colis {request.parcelTrackingNumber} · {returnStatusLabels[request.status]}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Link className="returns-in-progress__link" to={paths.returns.getHref()}>
        Gérer mes retours
      </Link>
    </section>
  );
};

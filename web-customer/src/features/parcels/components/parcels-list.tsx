import { useId, useMemo, useState } from 'react';
import { parcelStatusLabel } from '@domain/parcel/parcel-labels';
import { parcelStatuses } from '@events/parcel-terms';
import { Button, ButtonLink } from '@/components/ui/button';
import { InputField, SelectField } from '@/components/ui/form-field';
import { Loading } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { useParcels } from '../api/get-parcels';
import { allParcels, countByStatus, isParcelSort, parcelSorts, selectParcels, type ParcelSelection } from '../utils/select-parcels';
import { ParcelCard } from './parcel-card';
import { QueryFailure } from './query-failure';
import './parcels.css';

/** Always shown, in the order of a parcel's life; the staff-only and rare ones only when present. */
const tileStatuses = ['declared', 'received', 'stored', 'ready_to_ship', 'shipped', 'delivered'];

const statusOption = (status: string) => ({ value: status, label: parcelStatusLabel(status) });
const sortOptions = parcelSorts.map(({ value, label }) => ({ value, label }));

export const ParcelsList = () => {
  const parcels = useParcels();
  const [selection, setSelection] = useState<ParcelSelection>(allParcels);
  const tilesLabelId = useId();

  const all = parcels.data;
  const counts = useMemo(() => countByStatus(all ?? []), [all]);
  const shown = useMemo(() => selectParcels(all ?? [], selection), [all, selection]);

  if (parcels.isPending) return <Loading label="Chargement de vos colis..." />;
  if (parcels.isError) return <QueryFailure error={parcels.error} onRetry={() => void parcels.refetch()} />;

  if (parcels.data.length === 0) {
    return (
      <div className="empty-state card">
        <p className="empty-state__title">Vous n'avez encore déclaré aucun colis.</p>
        <p>Déclarez vos achats en ligne pour que nous les reconnaissions dès leur arrivée à l'entrepôt.</p>
        <ButtonLink to={paths.declareParcel.getHref()}>Déclarer un colis</ButtonLink>
      </div>
    );
  }

  const update = (change: Partial<ParcelSelection>) => setSelection((current) => ({ ...current, ...change }));
  const extraStatuses = [...counts.keys()].filter((status) => !tileStatuses.includes(status));


  return (
    <div className="parcels">
      <section aria-labelledby={tilesLabelId}>
        <h2 id={tilesLabelId} className="visually-hidden">
          Colis par statut
        </h2>
        <ul className="tiles">
          {[...tileStatuses, ...extraStatuses].map((status) => {
            const active = selection.status === status;
            const count = counts.get(status) ?? 0;
            return (
              <li key={status}>
                <button
                  type="button"
                  className={active ? 'tile tile--active' : 'tile'}
                  aria-pressed={active}
                  onClick={() => update({ status: active ? null : status })}
                >
                  <span className="tile__count">{count}</span>
                  <span className="tile__label">{parcelStatusLabel(status)}</span>
                </button>
              </li>
            );
          })}
        </ul>
      </section>

      <div className="toolbar" role="search">
        <InputField
          className="toolbar__search"
          label="Rechercher un colis"
          type="search"
          placeholder="Numéro de suivi, description, expéditeur, transporteur"
          value={selection.search}
          onChange={(event) => update({ search: event.target.value })}
        />
        <SelectField
          label="Statut"
          placeholder="Tous les statuts"
          options={[...parcelStatuses, ...extraStatuses.filter((status) => !(parcelStatuses as readonly string[]).includes(status))].map(statusOption)}
          value={selection.status ?? ''}
          onChange={(event) => update({ status: event.target.value === '' ? null : event.target.value })}
        />
        <SelectField
          label="Trier par"
          options={sortOptions}
          value={selection.sort}
          onChange={(event) => {
            if (isParcelSort(event.target.value)) update({ sort: event.target.value });
          }}
        />
      </div>

      {shown.length === 0 ? (
        <div className="empty-state card">
          <p className="empty-state__title">Aucun colis ne correspond à votre recherche.</p>
          <p>Essayez un autre mot ou un autre statut.</p>
          <Button variant="secondary" onClick={() => setSelection(allParcels)}>
            Effacer les filtres
          </Button>
        </div>
      ) : (
        <ul className="parcel-list">
          {shown.map((parcel) => (
            <li key={parcel.parcelId}>
              <ParcelCard parcel={parcel} />
            </li>
          ))}
        </ul>
      )}

      <p className="parcels__count" aria-live="polite">
        Affichage de {shown.length} colis sur {parcels.data.length} au total
      </p>
    </div>
  );
};

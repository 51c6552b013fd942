import { PageHead } from '@/components/seo/page-head';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ParcelsList } from '@/features/parcels/components/parcels-list';
import '../pages.css';

export const ParcelsRoute = () => (
  <div className="page">
    <PageHead title="Tous mes colis" />
    <div className="page-header">
      <h1 className="page-header__title">Tous mes colis</h1>
      <ButtonLink to={paths.declareParcel.getHref()}>Déclarer un colis</ButtonLink>
    </div>
    <ParcelsList />
  </div>
);

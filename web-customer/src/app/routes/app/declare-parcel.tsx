import { Suspense } from 'react';
import { PageHead } from '@/components/seo/page-head';
import { PageSkeleton } from '@/components/layouts/page-skeleton';
import { deferredModule } from '@/lib/deferred-module';
import '../pages.css';

/**
 * The wizard (react-hook-form and the shared declaration schema): requested as this module arrives,
 * beside the session that the signed-in area asks for at the same time (customer-area.tsx), which the
 * page waits for anyway.
 */
const wizard = deferredModule(() => import('@/features/parcels/components/declaration-wizard'));
void wizard.start().catch(() => undefined);
const DeclarationWizard = wizard.component((module) => module.DeclarationWizard);

const DeclareParcel = () => (
  <div className="page page--medium">
    <PageHead title="Déclarer un colis" />
    <div className="page-header">
      <div>
        <h1 className="page-header__title">Déclarer un colis</h1>
        <p className="page-header__lead">
          Annoncez un colis en route vers votre adresse Passerelle : nous le reconnaîtrons dès son arrivée à l'entrepôt.
        </p>
      </div>
    </div>
    <DeclarationWizard />
  </div>
);

/** The page's skeleton, as while the session loads, until the wizard is there too: nothing moves when it arrives. */
export const DeclareParcelRoute = () => (
  <Suspense fallback={<PageSkeleton />}>
    <DeclareParcel />
  </Suspense>
);

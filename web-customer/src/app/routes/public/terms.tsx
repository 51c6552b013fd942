import { LegalPage } from '@/features/legal/components/legal-page';
import { termsOfSale } from '@/features/legal/content/terms';

export const TermsRoute = () => <LegalPage document={termsOfSale} />;

import { LegalPage } from '@/features/legal/components/legal-page';
import { legalNotice } from '@/features/legal/content/legal-notice';

export const LegalNoticeRoute = () => <LegalPage document={legalNotice} />;

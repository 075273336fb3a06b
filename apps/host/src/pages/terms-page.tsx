import { LegalDocumentView } from '../components/legal-document-view';
import { termsOfService } from '../content/terms';

export function TermsPage() {
  return <LegalDocumentView document={termsOfService} />;
}

import { LegalDocumentView } from '../components/legal-document-view';
import { privacyPolicy } from '../content/privacy';

export function PrivacyPage() {
  return <LegalDocumentView document={privacyPolicy} />;
}

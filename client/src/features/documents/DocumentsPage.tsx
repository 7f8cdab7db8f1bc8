import { DocumentsView } from './DocumentsView';

/** /document: the folders and documents of every case the user may open, and the firm's own. */
export function DocumentsPage() {
  return <DocumentsView matter={null} heading="h2" />;
}

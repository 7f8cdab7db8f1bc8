import type { AppModule } from '../../http/app-module';
import { originChecker } from '../../http/origin';
import { Document, DocumentFolder } from './document.entity';
import { downloadDocumentHandler, previewDocumentHandler, uploadDocumentHandler } from './document.http';
import { createDocumentLoaders } from './document.loaders';
import { DocumentFolderResolver, DocumentResolver } from './document.resolver';
import type { DocumentService } from './document.service';

declare module '../../graphql/context' {
  interface AppServices {
    documents: DocumentService;
  }
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the module's loaders, merged into the context's
  interface AppLoaders extends ReturnType<typeof createDocumentLoaders> {}
}

/** Folders and files of cases and of the firm: uploads, downloads, previews, text for search. */
export const documentsModule: AppModule = {
  name: 'documents',
  entities: [DocumentFolder, Document],
  resolvers: [DocumentResolver, DocumentFolderResolver],
  loaders: ({ services }, viewer) => createDocumentLoaders(services.documents, viewer),
  routes: [
    // Same-origin only, checked by the handler itself (it reads a small refused body first).
    { method: 'post', path: '/api/files', access: { who: 'firmStaff' }, handler: ({ services, config, logger }) => uploadDocumentHandler(services, originChecker(config), logger) },
    { method: 'get', path: '/api/files/:id', access: { who: 'firmStaff' }, handler: ({ services }) => downloadDocumentHandler(services) },
    { method: 'get', path: '/api/files/:id/preview', access: { who: 'firmStaff' }, handler: ({ services }) => previewDocumentHandler(services) },
  ],
};

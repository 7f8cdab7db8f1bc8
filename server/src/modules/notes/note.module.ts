import type { AppModule } from '../../http/app-module';
import { Note } from './note.entity';
import { matterNotesExportHandler } from './note.export';
import { NoteResolver } from './note.resolver';
import type { NoteService } from './note.service';

declare module '../../graphql/context' {
  interface AppServices {
    notes: NoteService;
  }
}

/** Notes on cases and contacts. */
export const notesModule: AppModule = {
  name: 'notes',
  entities: [Note],
  resolvers: [NoteResolver],
  routes: [{ method: 'get', path: '/api/export/matters/:id/notes', access: { who: 'firmStaff' }, handler: ({ services }) => matterNotesExportHandler(services) }],
};

import type { AppModule } from '../../http/app-module';
import { ContactAddress } from './contact-address.entity';
import { ContactPhone } from './contact-phone.entity';
import { Contact } from './contact.entity';
import { contactsExportHandler } from './contact.export';
import { createContactLoaders } from './contact.loaders';
import { contactPhotoHandler, PHOTO_MAX_BYTES, uploadContactPhotoHandler } from './contact.photo';
import { ContactResolver } from './contact.resolver';
import type { ContactService } from './contact.service';

declare module '../../graphql/context' {
  interface AppServices {
    contacts: ContactService;
  }
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the module's loaders, merged into the context's
  interface AppLoaders extends ReturnType<typeof createContactLoaders> {}
}

/** People and companies: their details, phones, addresses, photos; the contact list and export. */
export const contactsModule: AppModule = {
  name: 'contacts',
  entities: [Contact, ContactPhone, ContactAddress],
  resolvers: [ContactResolver],
  loaders: ({ services }, viewer) => createContactLoaders(services.contacts, viewer),
  routes: [
    { method: 'get', path: '/api/export/contacts', access: { who: 'firmStaff', permission: 'exportLists' }, handler: ({ services }) => contactsExportHandler(services) },
    {
      method: 'put',
      path: '/api/contacts/:id/photo',
      access: { who: 'firmStaff' },
      rawBody: { types: ['image/png', 'image/jpeg'], maxBytes: PHOTO_MAX_BYTES },
      handler: ({ dataSource, services, storage }) => uploadContactPhotoHandler(dataSource, services, storage),
    },
    { method: 'get', path: '/api/contacts/:id/photo', access: { who: 'firmStaff' }, handler: ({ dataSource, storage }) => contactPhotoHandler(dataSource, storage) },
  ],
};

import DataLoader from 'dataloader';
import type { Viewer } from '../../graphql/context';
import { groupRows } from '../../graphql/group-by';
import type { ContactAddress } from './contact-address.entity';
import type { ContactPhone } from './contact-phone.entity';
import type { Contact } from './contact.entity';
import type { ContactService } from './contact.service';

/** Phones and addresses of many contacts in one query each, within the viewer's firm. */
export function createContactLoaders(contacts: ContactService, viewer: Viewer | null) {
  const firmId = viewer?.firm?.id;
  return {
    phonesByContact: new DataLoader<string, ContactPhone[]>(async (ids) =>
      firmId ? groupRows(ids, await contacts.phonesOf(firmId, ids), 'contactId') : ids.map(() => []),
    ),
    /** Contacts by id within the firm (deleted ones too: a party keeps showing who it was). */
    contactById: new DataLoader<string, Contact | null>(async (ids) => {
      const found = firmId ? await contacts.byIds(firmId, ids) : [];
      const byId = new Map(found.map((c) => [c.id, c]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
    addressesByContact: new DataLoader<string, ContactAddress[]>(async (ids) =>
      firmId ? groupRows(ids, await contacts.addressesOf(firmId, ids), 'contactId') : ids.map(() => []),
    ),
  };
}

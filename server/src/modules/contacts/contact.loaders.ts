import DataLoader from 'dataloader';
import type { Viewer } from '../../graphql/context';
import type { ContactAddress } from './contact-address.entity';
import type { ContactPhone } from './contact-phone.entity';
import type { ContactService } from './contact.service';

function groupBy<T extends { contactId: string }>(ids: readonly string[], rows: T[]): T[][] {
  const byContact = new Map<string, T[]>();
  for (const row of rows) byContact.set(row.contactId, [...(byContact.get(row.contactId) ?? []), row]);
  return ids.map((id) => byContact.get(id) ?? []);
}

/** Phones and addresses of many contacts in one query each, within the viewer's firm. */
export function createContactLoaders(contacts: ContactService, viewer: Viewer | null) {
  const firmId = viewer?.firm?.id;
  return {
    phonesByContact: new DataLoader<string, ContactPhone[]>(async (ids) =>
      firmId ? groupBy(ids, await contacts.phonesOf(firmId, ids)) : ids.map(() => []),
    ),
    addressesByContact: new DataLoader<string, ContactAddress[]>(async (ids) =>
      firmId ? groupBy(ids, await contacts.addressesOf(firmId, ids)) : ids.map(() => []),
    ),
  };
}

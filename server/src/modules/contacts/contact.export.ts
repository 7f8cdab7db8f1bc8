import type { Request, Response } from 'express';
import { pick, readablePhone, sendCsv, toCsv } from '../../http/csv';
import { textParam } from '../../http/params';
import type { ViewerRequest } from '../../http/require-viewer';
import { ContactKind } from './contact.entity';
import { ContactSort, ContactsArgs } from './contact.inputs';
import { SortDirection } from '../../graphql/sorting';
import type { AppServices } from '../../graphql/context';

/** The most rows one export writes. */
const EXPORT_LIMIT = 50_000;
const BATCH = 500;

const HEADER = [
  'Name', 'Type', 'Prefix', 'First Name', 'Middle Name', 'Last Name', 'Suffix', 'Company', 'Organization', 'Email',
  'Phone', 'Address 1', 'Address 2', 'City', 'County', 'State', 'Zip', 'Country', 'Date Of Birth', 'Contact Type',
  'Language', 'Active',
];


/**
 * GET /api/export/contacts?kind=&search=&activeOnly=&sortBy=&sortDirection= : a CSV of every
 * contact of the current filter (not just the page on screen), within the viewer's firm.
 */
export function contactsExportHandler(services: AppServices) {
  return async (req: Request, res: Response) => {
    const { viewer } = req as ViewerRequest;
    const args = Object.assign(new ContactsArgs(), {
      kind: Object.values(ContactKind).find((kind) => kind === req.query.kind),
      search: textParam(req.query.search, 'search', 200),
      activeOnly: req.query.activeOnly === 'true',
      sortBy: pick(req.query.sortBy, Object.values(ContactSort), ContactSort.NAME),
      sortDirection: pick(req.query.sortDirection, Object.values(SortDirection), SortDirection.ASC),
      pageSize: BATCH,
    });
    const rows: Array<Array<string | null>> = [];
    for (let page = 1; rows.length < EXPORT_LIMIT; page += 1) {
      const batch = await services.contacts.list(viewer.firm.id, Object.assign(args, { page }));
      const addresses = await services.contacts.addressesOf(viewer.firm.id, batch.items.map((c) => c.id));
      for (const contact of batch.items) {
        const address = addresses.find((a) => a.contactId === contact.id && a.isPrimary) ?? addresses.find((a) => a.contactId === contact.id);
        rows.push([
          contact.name, contact.kind === ContactKind.PERSON ? 'People' : 'Company', contact.prefix, contact.firstName,
          contact.middleName, contact.lastName, contact.suffix, contact.companyName, contact.organization, contact.email,
          readablePhone(contact.primaryPhone), address?.address1 ?? null, address?.address2 ?? null, address?.city ?? null,
          address?.county ?? null, address?.state ?? null, address?.zip ?? null, address?.country ?? null,
          contact.dateOfBirth, contact.contactType, contact.language, contact.active ? 'Yes' : 'No',
        ]);
      }
      if (page * BATCH >= batch.totalCount) break;
    }
    sendCsv(res, 'contacts', toCsv(HEADER, rows), services.clock.today(viewer.firm));
  };
}

import type { EntityManager } from 'typeorm';
import { ContactAddress } from '../modules/contacts/contact-address.entity';
import { ContactPhone } from '../modules/contacts/contact-phone.entity';
import { Contact, ContactKind, Gender } from '../modules/contacts/contact.entity';
import { displayName } from '../modules/contacts/contact.service';
import { Note } from '../modules/notes/note.entity';

interface DemoContact {
  kind: ContactKind;
  firstName?: string;
  lastName?: string;
  companyName?: string;
  organization?: string;
  gender?: Gender;
  email?: string;
  contactType?: string;
  roles?: string[];
  phone?: string;
  address?: { address1: string; city: string; county?: string; state: string; zip: string };
  note?: { type: string; body: string };
}

const DEMO_CONTACTS: DemoContact[] = [
  { kind: ContactKind.PERSON, firstName: 'Maria', lastName: 'Alvarez', gender: Gender.FEMALE, email: 'maria.alvarez@example.com', contactType: 'Client', roles: ['Client', 'Plaintiff'], phone: '+15125550111', address: { address1: '418 Congress Ave', city: 'Austin', county: 'Travis', state: 'TX', zip: '78701' }, note: { type: 'Phone Call', body: 'Called after the MRI; pain in the lower back persists. Next appointment on Friday.' } },
  { kind: ContactKind.PERSON, firstName: 'Marcus', lastName: 'Bell', gender: Gender.MALE, email: 'mbell@example.com', contactType: 'Client', roles: ['Client'], phone: '+17135550142', address: { address1: '2200 Westheimer Rd', city: 'Houston', county: 'Harris', state: 'TX', zip: '77098' } },
  { kind: ContactKind.PERSON, firstName: 'Grace', lastName: 'Okafor', gender: Gender.FEMALE, email: 'grace.okafor@example.com', contactType: 'Witness', roles: ['Witness'], phone: '+12145550173' },
  { kind: ContactKind.PERSON, firstName: 'Ethan', lastName: 'Brooks', gender: Gender.MALE, email: 'ethan.brooks@example.com', contactType: 'Client', roles: ['Client'], phone: '+12105550190', address: { address1: '77 Broadway St', city: 'San Antonio', county: 'Bexar', state: 'TX', zip: '78205' } },
  { kind: ContactKind.COMPANY, companyName: 'Lone Star Freight LLC', email: 'claims@lonestarfreight.example', contactType: 'Other', roles: ['Defendant'], phone: '+18175550100', address: { address1: '900 Industrial Blvd', city: 'Fort Worth', county: 'Tarrant', state: 'TX', zip: '76106' } },
  { kind: ContactKind.PERSON, firstName: 'Rudy', lastName: 'Marsh', organization: 'Lone Star Freight LLC', gender: Gender.MALE, contactType: 'Other', roles: ['Defendant'], phone: '+18175550131' },
  { kind: ContactKind.COMPANY, companyName: 'Gulf States Mutual Insurance', email: 'claims@gulfstatesmutual.example', contactType: 'Insurance Company', roles: ['Insurance Adjuster'], phone: '+18005550199' },
  { kind: ContactKind.PERSON, firstName: 'Helen', lastName: 'Park', organization: 'Gulf States Mutual Insurance', gender: Gender.FEMALE, email: 'hpark@gulfstatesmutual.example', contactType: 'Adjuster', roles: ['Insurance Adjuster'], phone: '+18005550188' },
  { kind: ContactKind.COMPANY, companyName: 'Capitol Spine & Rehab', email: 'records@capitolspine.example', contactType: 'Medical Provider', roles: ['Medical Provider'], phone: '+15125550160', address: { address1: '1301 W 38th St', city: 'Austin', county: 'Travis', state: 'TX', zip: '78705' } },
  { kind: ContactKind.PERSON, firstName: 'Anil', lastName: 'Mehta', organization: 'Capitol Spine & Rehab', gender: Gender.MALE, email: 'dr.mehta@capitolspine.example', contactType: 'Medical Provider', roles: ['Medical Provider', 'Expert'], phone: '+15125550161' },
  { kind: ContactKind.PERSON, firstName: 'Laura', lastName: 'Kim', organization: 'Hawthorne & Pike LLP', gender: Gender.FEMALE, email: 'lkim@hawthornepike.example', contactType: 'Opposing Counsel', roles: ['Opposing Counsel'], phone: '+12145550122' },
  { kind: ContactKind.COMPANY, companyName: 'Hawthorne & Pike LLP', email: 'info@hawthornepike.example', contactType: 'Opposing Counsel', roles: ['Opposing Counsel'], phone: '+12145550120' },
  // Case money (issue 22): providers, insurers and lienholders of the demo cases.
  { kind: ContactKind.COMPANY, companyName: "St. David's Medical Center", email: 'records@stdavids.example', contactType: 'Medical Provider', roles: ['Medical Provider'], phone: '+15125550140' },
  { kind: ContactKind.COMPANY, companyName: 'Austin Radiology Associates', email: 'billing@austinradiology.example', contactType: 'Medical Provider', roles: ['Medical Provider'], phone: '+15125550141' },
  { kind: ContactKind.COMPANY, companyName: 'Travis County EMS', email: 'billing@traviscountyems.example', contactType: 'Medical Provider', roles: ['Medical Provider'], phone: '+15125550142' },
  { kind: ContactKind.COMPANY, companyName: 'Blue Cross Blue Shield of Texas', email: 'subrogation@bcbstx.example', contactType: 'Insurance Company', roles: ['Insurance Company'], phone: '+18005550143' },
  { kind: ContactKind.COMPANY, companyName: 'Lakeside Casualty Company', email: 'claims@lakesidecasualty.example', contactType: 'Insurance Company', roles: ['Insurance Company'], phone: '+18005550144' },
  { kind: ContactKind.COMPANY, companyName: 'Medicare (CMS)', email: 'mspr@cms.example', contactType: 'Other', roles: ['Lienholder'], phone: '+18559865144' },
  { kind: ContactKind.PERSON, firstName: 'Tom', lastName: 'Reilly', organization: 'Lakeside Casualty Company', gender: Gender.MALE, email: 'treilly@lakesidecasualty.example', contactType: 'Adjuster', roles: ['Insurance Adjuster'], phone: '+18005550145' },
];

/** Sample contacts of the demo firm (people, companies, their phones, addresses and a note). */
export async function seedDemoContacts(manager: EntityManager, firmId: string, authorId: string): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const [index, demo] of DEMO_CONTACTS.entries()) {
    const { phone, address, note, ...fields } = demo;
    const contact = manager.getRepository(Contact).create({ ...fields, firmId, primaryPhone: phone ?? null });
    contact.name = displayName(contact);
    const saved = await manager.getRepository(Contact).save(contact);
    ids.set(saved.name, saved.id);
    const owner = { firmId, contactId: saved.id };
    if (phone) {
      await manager.getRepository(ContactPhone).insert({ ...owner, type: demo.kind === ContactKind.PERSON ? 'Mobile' : 'Work', number: phone, canText: demo.kind === ContactKind.PERSON, isPrimary: true, position: 0 });
    }
    if (address) {
      await manager.getRepository(ContactAddress).insert({ ...owner, ...address, addressType: demo.kind === ContactKind.PERSON ? 'Home' : 'Work', country: 'United States', useOrgAddress: false, isPrimary: true, position: 0 });
    }
    if (note) {
      // Spread the notes over the past days so lists look lived-in.
      const createdAt = new Date(Date.now() - (index + 1) * 86_400_000);
      await manager.getRepository(Note).insert({ ...owner, authorId, ...note, createdAt });
    }
  }
  return ids;
}

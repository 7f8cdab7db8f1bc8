import type { EntityManager } from 'typeorm';

/** What a firm's documents are headed with: its name, and its address, phone and email on one line. */
export interface Letterhead {
  name: string;
  contact: string;
  /** The address as its lines (Firm Profile), none when it has none. */
  address: string[];
}

/** Where and how a firm is paid, as its invoices print it (Firm Profile). */
export interface Remittance {
  remitTo: string[];
  paymentInstructions: string[];
}

interface FirmRow {
  name: string;
  email: string | null;
  phone: string | null;
  address: string | null;
  remit_to: string | null;
  payment_instructions: string | null;
}

const linesOf = (text: string | null | undefined) => (text ?? '').split(/\r?\n/).map((line) => line.trim()).filter(Boolean);

async function firmRow(manager: EntityManager, firmId: string): Promise<FirmRow | undefined> {
  const [row] = (await manager.query('SELECT name, email, phone, address, remit_to, payment_instructions FROM firms WHERE id = $1', [firmId])) as FirmRow[];
  return row;
}

/** The firm's letterhead (settlement statements, demand letters, invoices). */
export async function letterheadOf(manager: EntityManager, firmId: string): Promise<Letterhead> {
  const row = await firmRow(manager, firmId);
  const address = linesOf(row?.address);
  return { name: row?.name ?? '', contact: [address.join(', '), row?.phone, row?.email].filter(Boolean).join('  |  '), address };
}

/** The firm's letterhead and where and how it is paid (invoices). */
export async function billingHeaderOf(manager: EntityManager, firmId: string): Promise<Letterhead & Remittance> {
  const row = await firmRow(manager, firmId);
  const address = linesOf(row?.address);
  return {
    name: row?.name ?? '',
    contact: [row?.phone, row?.email].filter(Boolean).join('  |  '),
    address,
    remitTo: linesOf(row?.remit_to),
    paymentInstructions: linesOf(row?.payment_instructions),
  };
}

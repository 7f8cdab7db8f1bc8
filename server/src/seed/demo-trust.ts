import type { EntityManager } from 'typeorm';
import { TrustAccount, TrustEntry, TrustLedger } from '../modules/trust/trust.entity';
import { TrustEntryKind, TrustPurpose } from '../modules/trust/trust.enums';

const DAY = 86_400_000;
const isoDay = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY).toISOString().slice(0, 10);

/**
 * The demo's trust account: the firm's IOLTA account, with a client's retainer deposited four
 * months ago and untouched since (it shows on Trust Accounting's 90-day report). The settled case's
 * settlement is deposited and paid out by whoever tries the demo, once its statement is finalized.
 */
export async function seedDemoTrust(manager: EntityManager, firmId: string, matterIds: string[], attorneyId: string): Promise<void> {
  const account = await manager.getRepository(TrustAccount).save(
    manager.getRepository(TrustAccount).create({ firmId, name: 'IOLTA Trust Account', bankName: 'First Texas Bank', accountLast4: '4821', currency: 'USD' }),
  );
  const [row] = (await manager.query('SELECT id, client_id FROM matters WHERE id = $1', [matterIds[2] ?? matterIds[0]])) as Array<{ id: string; client_id: string | null }>;
  if (!row?.client_id) return;
  const ledger = await manager.getRepository(TrustLedger).save(manager.getRepository(TrustLedger).create({ firmId, accountId: account.id, matterId: row.id, clientId: row.client_id }));
  await manager.getRepository(TrustEntry).insert({
    firmId, accountId: account.id, ledgerId: ledger.id, kind: TrustEntryKind.DEPOSIT, purpose: TrustPurpose.RETAINER, entryDate: isoDay(120),
    amountCents: 150_000, counterparty: 'Client retainer check', reference: '2207', memo: 'Cost retainer', recordedById: attorneyId,
  });
}

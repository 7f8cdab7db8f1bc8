import { Stack, Tabs, Text } from '@mantine/core';
import { canWriteTrust } from '../../lib/roles';
import { useViewer } from '../../lib/viewer';
import { PageHeader } from '../../ui/PageHeader';
import { AccountsPanel } from './AccountsPanel';
import { JournalPanel } from './JournalPanel';
import { LedgersPanel } from './LedgersPanel';
import { ReconciliationsPanel } from './ReconciliationsPanel';
import { TRUST_TABS, type TrustTab } from './trustFormat';
import { useTrustParams } from './useTrustParams';

/**
 * /trust: Trust Accounting (IOLTA) for firm admins, attorneys and paralegals: the accounts, the
 * append-only journal, client ledgers and the monthly three-way reconciliation, the tab in `?tab=`.
 * Attorneys and firm admins record and reconcile; paralegals read.
 */
export function TrustPage() {
  const viewer = useViewer();
  const writable = canWriteTrust(viewer);
  const trustParams = useTrustParams();

  return (
    <Stack gap={0}>
      <PageHeader title="Trust Accounting" />
      {!writable && (
        <Text fz="sm" c="dimmed" mb="md">
          You can read the trust records; attorneys and firm admins record entries and reconcile.
        </Text>
      )}
      <Tabs value={trustParams.tab} onChange={(value) => value && trustParams.setTab(value as TrustTab)} keepMounted={false}>
        <Tabs.List mb="md" aria-label="Trust Accounting">
          {TRUST_TABS.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="accounts">
          <AccountsPanel writable={writable} />
        </Tabs.Panel>
        <Tabs.Panel value="journal">
          <JournalPanel trustParams={trustParams} writable={writable} />
        </Tabs.Panel>
        <Tabs.Panel value="ledgers">
          <LedgersPanel writable={writable} />
        </Tabs.Panel>
        <Tabs.Panel value="reconciliations">
          <ReconciliationsPanel trustParams={trustParams} writable={writable} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

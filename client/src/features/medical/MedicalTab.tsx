import { Tabs } from '@mantine/core';
import { MEDICAL_SUB_TABS, type MedicalSubTab } from '../cases/detail/caseTabs';
import { DamagesPanel } from '../damages/DamagesPanel';
import { LiensPanel } from './LiensPanel';
import { TreatmentBillsPanel } from './TreatmentBillsPanel';

/** The case's Medical tab: Treatment & Bills, Liens, and Lost Wages & Damages, the sub-tab in `?subTab=`. */
export function MedicalTab({ matterId, subTab, onSubTab }: { matterId: string; subTab: MedicalSubTab; onSubTab: (value: string) => void }) {
  return (
    <Tabs value={subTab} onChange={(value) => value && onSubTab(value)} variant="pills" keepMounted={false}>
      <Tabs.List mb="md">
        {MEDICAL_SUB_TABS.map((option) => (
          <Tabs.Tab key={option.value} value={option.value}>
            {option.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="bills">
        <TreatmentBillsPanel matterId={matterId} />
      </Tabs.Panel>
      <Tabs.Panel value="liens">
        <LiensPanel matterId={matterId} />
      </Tabs.Panel>
      <Tabs.Panel value="damages">
        <DamagesPanel matterId={matterId} />
      </Tabs.Panel>
    </Tabs>
  );
}

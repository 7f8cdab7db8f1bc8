import { Group, Radio } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ContactKind } from '../../gql/graphql';

/** Contact: an Organization or an Individual. */
export function ContactKindField({ value, onChange, error }: { value: ContactKind; onChange: (kind: ContactKind) => void; error?: ReactNode }) {
  return (
    <Radio.Group label="Contact" value={value} onChange={(v) => onChange(v as ContactKind)} error={error}>
      <Group mt={4}>
        <Radio value="COMPANY" label="Organization" />
        <Radio value="PERSON" label="Individual" />
      </Group>
    </Radio.Group>
  );
}

import { Group, Radio } from '@mantine/core';
import type { Gender } from '../../gql/graphql';

/** Gender: Male, Female or Other (none chosen is allowed). */
export function GenderField({ value, onChange }: { value: Gender | null; onChange: (gender: Gender) => void }) {
  return (
    <Radio.Group label="Gender" value={value ?? ''} onChange={(v) => onChange(v as Gender)}>
      <Group mt={4}>
        <Radio value="MALE" label="Male" />
        <Radio value="FEMALE" label="Female" />
        <Radio value="OTHER" label="Other" />
      </Group>
    </Radio.Group>
  );
}

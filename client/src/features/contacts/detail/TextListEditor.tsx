import { ActionIcon, Button, Group, Input, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';

/** A short editable list of single values (email addresses, web addresses); `errorOf(index)` shows an entry's message (a blank one's). */
export function TextListEditor({
  label,
  itemLabel,
  addLabel,
  values,
  onChange,
  error,
  errorOf,
  type = 'text',
  placeholder,
}: {
  label: string;
  itemLabel: string;
  addLabel: string;
  values: string[];
  onChange: (values: string[]) => void;
  error?: string;
  errorOf?: (index: number) => string | undefined;
  type?: 'text' | 'email' | 'url';
  placeholder?: string;
}) {
  return (
    <Input.Wrapper label={label} error={error}>
      <Stack gap="xs" mt={4}>
        {values.map((value, index) => (
          <Group key={index} gap="xs" wrap="nowrap">
            <TextInput
              aria-label={`${itemLabel} ${index + 1}`}
              type={type}
              placeholder={placeholder}
              value={value}
              error={errorOf?.(index)}
              onChange={(e) => onChange(values.map((v, i) => (i === index ? e.currentTarget.value : v)))}
              style={{ flex: 1 }}
            />
            <ActionIcon variant="subtle" color="red" aria-label={`Remove ${itemLabel.toLowerCase()} ${index + 1}`} onClick={() => onChange(values.filter((_, i) => i !== index))}>
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
        <Button variant="light" size="xs" w="fit-content" leftSection={<IconPlus size={14} />} onClick={() => onChange([...values, ''])}>
          {addLabel}
        </Button>
      </Stack>
    </Input.Wrapper>
  );
}

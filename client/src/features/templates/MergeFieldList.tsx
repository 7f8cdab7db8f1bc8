import { useQuery } from '@apollo/client/react';
import { Code, Group, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { TemplateMergeFieldsDocument } from '../../gql/graphql';
import { mergeToken } from './templateText';
import classes from './MergeFieldList.module.css';

/**
 * The merge fields a template may name, with what each holds and an example, beside the editor:
 * with `onInsert`, a click puts the field at the cursor.
 */
export function MergeFieldList({ onInsert }: { onInsert?: (key: string) => void }) {
  const { data, loading, error } = useQuery(TemplateMergeFieldsDocument);
  const fields = data?.templateMergeFields ?? [];
  return (
    <Stack gap="xs">
      <Text fz="sm" fw={500}>
        Merge fields
      </Text>
      <Text fz="xs" c="dimmed">
        A field&apos;s name in braces, like {'{client.name}'}; write {'{{'} or {'}}'} for a brace.{' '}
        {onInsert ? 'Click a field to insert it at the cursor.' : 'Type them in the Word document as shown here.'}
      </Text>
      {fields.length === 0 ? (
        <Text fz="xs" c="dimmed">
          {loading ? 'Loading…' : error ? "The merge fields couldn't be loaded." : 'No merge fields.'}
        </Text>
      ) : (
        <ScrollArea.Autosize mah={340} type="auto">
          <Stack gap={0} role="list" aria-label="Merge fields">
            {fields.map((field) => {
              const token = mergeToken(field.key);
              const content = (
                <>
                  <Group gap="xs" wrap="nowrap">
                    <Code>{token}</Code>
                    <Text fz="xs">{field.description}</Text>
                  </Group>
                  <Text fz="xs" c="dimmed">
                    e.g. {field.example}
                  </Text>
                </>
              );
              return (
                <div role="listitem" key={field.key}>
                  {onInsert ? (
                    <UnstyledButton className={classes.field} aria-label={`Insert ${token}`} onClick={() => onInsert(field.key)}>
                      {content}
                    </UnstyledButton>
                  ) : (
                    <div className={classes.field}>{content}</div>
                  )}
                </div>
              );
            })}
          </Stack>
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}

import { Group, Pagination, Text } from '@mantine/core';

/** Page navigation under a table: "21–40 of 57" and the page buttons (hidden when one page). */
export function Pager({
  page,
  pageSize,
  totalCount,
  onChange,
}: {
  page: number;
  pageSize: number;
  totalCount: number;
  onChange: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(totalCount / pageSize));
  if (totalCount === 0) return null;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(totalCount, page * pageSize);
  return (
    <Group justify="space-between" mt="md">
      <Text c="dimmed" fz="sm">
        {first}–{last} of {totalCount}
      </Text>
      {pages > 1 && <Pagination total={pages} value={page} onChange={onChange} siblings={1} aria-label="Pages" />}
    </Group>
  );
}

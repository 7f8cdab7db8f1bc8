import { Button, Group } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';

/** Download PDF and Download CSV of a trust report, each opened in a new tab. */
export function ReportLinks({ pdf, csv }: { pdf: string; csv: string }) {
  const link = (href: string, label: string) => (
    <Button size="xs" variant="default" component="a" href={href} target="_blank" rel="noopener" leftSection={<IconDownload size={14} />}>
      {label}
    </Button>
  );
  return (
    <Group gap="xs">
      {link(pdf, 'Download PDF')}
      {link(csv, 'Download CSV')}
    </Group>
  );
}

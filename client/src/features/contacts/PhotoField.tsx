import { Avatar, Button, FileButton, Group, Text } from '@mantine/core';
import { IconBuilding, IconUser } from '@tabler/icons-react';
import { useState } from 'react';
import { photoProblem } from './photo';

/**
 * A contact's photo (or a company's logo) with its upload button and hint. A chosen file is
 * checked here (PNG or JPG, at least 256 x 256) before `onChosen` gets it.
 */
export function PhotoField({
  src,
  isPerson,
  onChosen,
  error,
  loading,
}: {
  src: string | null;
  isPerson: boolean;
  onChosen: (file: File | null) => void;
  /** A problem reported after the file was accepted here (e.g. by the server). */
  error?: string | null;
  loading?: boolean;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const choose = async (file: File | null) => {
    setProblem(null);
    if (!file) return onChosen(null);
    const found = await photoProblem(file);
    if (found) {
      setProblem(found);
      onChosen(null);
    } else {
      onChosen(file);
    }
  };
  const shown = problem ?? error ?? null;
  return (
    <Group gap="md">
      <Avatar src={src} size={72} radius={isPerson ? 'xl' : 'md'} color="navy" alt={isPerson ? 'Photo' : 'Logo'}>
        {isPerson ? <IconUser size={30} /> : <IconBuilding size={30} />}
      </Avatar>
      <div>
        <FileButton onChange={(file) => void choose(file)} accept="image/png,image/jpeg">
          {(props) => (
            <Button variant="light" size="xs" loading={loading} {...props}>
              {isPerson ? 'Upload Photo' : 'Upload Logo'}
            </Button>
          )}
        </FileButton>
        <Text fz="xs" c={shown ? 'red' : 'dimmed'} mt={4} role={shown ? 'alert' : undefined}>
          {shown ?? 'At least 256 × 256 px, PNG or JPG.'}
        </Text>
      </div>
    </Group>
  );
}

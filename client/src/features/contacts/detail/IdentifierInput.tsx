import { useMutation } from '@apollo/client/react';
import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { RevealContactIdentifierDocument } from '../../../gql/graphql';
import { serverProblem } from '../../../ui/serverProblem';
import { IDENTIFIERS, type IdentifierField } from './contactValues';

/**
 * An encrypted identifier: masked ("•••• 6789") until someone allowed reveals it (which the
 * server records), or changes it. `value` null means "keep what is stored".
 */
export function IdentifierInput({
  contactId,
  field,
  masked,
  value,
  onChange,
  error,
  canReveal,
}: {
  contactId: string;
  field: IdentifierField;
  masked: string | null;
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string;
  canReveal: boolean;
}) {
  const { identifier, label, placeholder } = IDENTIFIERS[field];
  const [revealed, setRevealed] = useState<string | null>(null);
  const [revealError, setRevealError] = useState<string | null>(null);
  const [reveal, { loading }] = useMutation(RevealContactIdentifierDocument);

  if (value !== null) {
    return (
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          label={label}
          placeholder={placeholder}
          autoComplete="off"
          value={value}
          error={error}
          description={masked ? 'Empty removes it.' : undefined}
          onChange={(e) => onChange(e.currentTarget.value)}
          style={{ flex: 1 }}
        />
        {masked && (
          <Button variant="subtle" size="xs" mb={error ? 22 : 4} onClick={() => onChange(null)}>
            Keep current
          </Button>
        )}
      </Group>
    );
  }

  const show = async () => {
    setRevealError(null);
    try {
      const { data } = await reveal({ variables: { id: contactId, identifier } });
      setRevealed(data?.revealContactIdentifier ?? null);
    } catch (failure) {
      setRevealError(serverProblem(failure, `The ${label} could not be shown.`).message);
    }
  };

  return (
    <Group align="flex-end" gap="xs" wrap="nowrap">
      <TextInput
        label={label}
        readOnly
        value={revealed ?? masked ?? ''}
        placeholder="Not recorded"
        error={revealError ?? error}
        style={{ flex: 1 }}
        aria-description={revealed ? 'Shown in clear' : 'Masked'}
      />
      {masked && canReveal && (
        <Button variant="subtle" size="xs" mb={4} loading={loading} onClick={() => (revealed ? setRevealed(null) : void show())}>
          {revealed ? 'Hide' : 'Reveal'}
        </Button>
      )}
      <Button variant="subtle" size="xs" mb={4} onClick={() => onChange('')} aria-label={`Change ${label}`}>
        {masked ? 'Change' : 'Add'}
      </Button>
    </Group>
  );
}

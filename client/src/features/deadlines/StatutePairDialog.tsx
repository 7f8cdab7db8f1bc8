import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { AddStatutePairDocument, PartiesDocument } from '../../gql/graphql';
import { serverProblem } from '../../ui/serverProblem';

/** A statute for one plaintiff–defendant pair whose clock differs from the case's. */
export function StatutePairDialog({ matterId, onClose }: { matterId: string; onClose: () => void }) {
  const plaintiffs = useQuery(PartiesDocument, { variables: { matterId, category: 'PLAINTIFF', pageSize: 100 } });
  const defendants = useQuery(PartiesDocument, { variables: { matterId, category: 'DEFENDANT', pageSize: 100 } });
  const [plaintiff, setPlaintiff] = useState<string | null>(null);
  const [defendant, setDefendant] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [add, { loading }] = useMutation(AddStatutePairDocument, { refetchQueries: ['MatterStatutes', 'StatutesAtRisk'] });
  const options = (result: typeof plaintiffs) => (result.data?.parties.items ?? []).map((p) => ({ value: p.id, label: p.contact.name }));
  const save = async () => {
    try {
      await add({ variables: { input: { matterId, plaintiffPartyId: plaintiff, defendantPartyId: defendant } } });
      notifications.show({ color: 'green', message: 'Statute added for the pair.' });
      onClose();
    } catch (failure) {
      setProblem(serverProblem(failure, "It couldn't be added. Please try again.").message);
    }
  };
  return (
    <Modal opened onClose={onClose} title="Statute for a plaintiff–defendant pair" centered>
      <Stack gap="sm">
        {problem && <Alert color="red">{problem}</Alert>}
        <Text fz="sm" c="dimmed">
          For a plaintiff or defendant whose clock differs (a minor plaintiff, a government defendant with a notice period…): add tolling or set its date
          by hand on the new card.
        </Text>
        <Select label="Plaintiff" data={options(plaintiffs)} value={plaintiff} onChange={setPlaintiff} nothingFoundMessage="No plaintiffs on this case" />
        <Select label="Defendant" data={options(defendants)} value={defendant} onChange={setDefendant} nothingFoundMessage="No defendants on this case" />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void save()} loading={loading} disabled={!plaintiff || !defendant}>
            Add
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

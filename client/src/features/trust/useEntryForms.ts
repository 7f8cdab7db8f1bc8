import { useMutation } from '@apollo/client/react';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { ClearTrustDepositDocument, ReverseTrustEntryDocument, type TrustEntryFieldsFragment } from '../../gql/graphql';
import { today } from '../../lib/dates';
import { useFormSave } from '../../ui/useFormSave';
import { AFTER_ENTRY } from './trustRefetch';
import { lengthProblem } from '../../ui/limits';

type Props = { entry: TrustEntryFieldsFragment; onClose: () => void };

/** Reverse: a correcting entry for the opposite amount, dated (today unless said) and with the reason; nothing is edited or deleted. */
export function useReverseForm({ entry, onClose }: Props) {
  const [reverse] = useMutation(ReverseTrustEntryDocument, AFTER_ENTRY);
  const form = useForm({
    initialValues: { entryDate: today(), reason: '' },
    validate: {
      entryDate: (value) => (value ? null : 'Enter the date.'),
      reason: (value) => (value.trim() ? lengthProblem('ReverseTrustEntryInput', 'reason')(value) : 'Say why the entry is reversed.'),
    },
  });
  const { problem, saving, submit } = useFormSave(form, { fallback: "The entry couldn't be reversed. Check your connection and try again.", onSaved: onClose });
  const save = submit(async (values) => {
    await reverse({ variables: { input: { entryId: entry.id, entryDate: values.entryDate, reason: values.reason.trim() } } });
    notifications.show({ color: 'navy', message: 'The entry was reversed.' });
  });
  return { form, problem, saving, save };
}

/** Mark Cleared: the day the bank cleared a deposit (on or after its date); its funds may then be paid out. */
export function useClearForm({ entry, onClose }: Props) {
  const [clear] = useMutation(ClearTrustDepositDocument, AFTER_ENTRY);
  const form = useForm({
    initialValues: { clearedOn: today() },
    validate: { clearedOn: (value) => (!value ? 'Enter the day it cleared.' : value < entry.entryDate ? 'A deposit clears on or after its date.' : null) },
  });
  const { problem, saving, submit } = useFormSave(form, { fallback: "The deposit couldn't be marked cleared. Check your connection and try again.", onSaved: onClose });
  const save = submit(async (values) => {
    await clear({ variables: { input: { entryId: entry.id, clearedOn: values.clearedOn } } });
    notifications.show({ color: 'navy', message: 'The deposit cleared: its funds may be paid out.' });
  });
  return { form, problem, saving, save };
}

import { useMutation } from '@apollo/client/react';
import { Group, NumberInput, SegmentedControl, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { AddStatuteTollingDocument, OverrideStatuteDocument, RecordComplaintFiledDocument, type StatuteFieldsFragment } from '../../gql/graphql';
import { today } from '../../lib/dates';
import { maxLengthOf, maxOf, minOf } from '../../ui/limits';
import { RecordDialog } from '../../ui/RecordDialog';
import { serverProblem } from '../../ui/serverProblem';
import { placeFieldProblems } from '../../ui/useFormSave';

/** What changing a statute changes: the case's statutes and the firm's list of those at risk. */
export const STATUTE_REFETCH_QUERIES = ['MatterStatutes', 'StatutesAtRisk'];

const keyOf = (statute: StatuteFieldsFragment) => ({ matterId: statute.matterId, plaintiffPartyId: statute.plaintiffPartyId, defendantPartyId: statute.defendantPartyId });

/** Saving one of the statute dialogs: the server's messages at the dialog's `shown` fields, the others above them. */
function useSave<T>(mutate: () => Promise<T>, done: string, onClose: () => void, shown: readonly string[]) {
  const [problem, setProblem] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    setProblem(null);
    setFields({});
    try {
      await mutate();
      notifications.show({ color: 'green', message: done });
      onClose();
    } catch (failure) {
      const found = serverProblem(failure, "It couldn't be saved. Please try again.");
      if (found.fields) {
        const placed = placeFieldProblems(found.fields, shown);
        setFields(placed.errors);
        setProblem(placed.elsewhere);
      } else setProblem(found.message);
    } finally {
      setSaving(false);
    }
  };
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    void save();
  };
  return { submit, problem, fields, saving };
}

/** Record complaint filed: the day (today unless changed) and a note; closing with changes not saved asks first. */
export function FiledDialog({ statute, onClose }: { statute: StatuteFieldsFragment; onClose: () => void }) {
  const [openedOn] = useState(today);
  const [filedOn, setFiledOn] = useState(openedOn);
  const [note, setNote] = useState('');
  const [record] = useMutation(RecordComplaintFiledDocument, { refetchQueries: STATUTE_REFETCH_QUERIES });
  const { submit, problem, fields, saving } = useSave(() => record({ variables: { input: { ...keyOf(statute), filedOn, note: note.trim() || null } } }), 'Complaint recorded as filed: the statute reminders stop.', onClose, ['filedOn', 'note']);
  return (
    <RecordDialog title="Record complaint filed" onClose={onClose} onSubmit={submit} problem={problem} saving={saving} dirty={filedOn !== openedOn || note !== ''} size={480}>
      <TextInput label="Filed on" type="date" value={filedOn} onChange={(e) => setFiledOn(e.currentTarget.value)} error={fields.filedOn} withAsterisk />
      <Textarea
        label="Note"
        placeholder="Court, cause number…"
        maxLength={maxLengthOf('StatuteSatisfiedInput', 'note')}
        value={note}
        error={fields.note}
        onChange={(e) => setNote(e.currentTarget.value)}
        autosize
        minRows={2}
        maxRows={8}
      />
    </RecordDialog>
  );
}

/** Set the statute date by hand, with the reason; closing with changes not saved asks first. */
export function OverrideDialog({ statute, onClose }: { statute: StatuteFieldsFragment; onClose: () => void }) {
  const [openedDay] = useState(statute.dueOn ?? '');
  const [day, setDay] = useState(openedDay);
  const [reason, setReason] = useState('');
  const [override] = useMutation(OverrideStatuteDocument, { refetchQueries: STATUTE_REFETCH_QUERIES });
  const { submit, problem, fields, saving } = useSave(() => override({ variables: { input: { ...keyOf(statute), day: day || null, reason: reason.trim() || null } } }), 'The date is set by hand.', onClose, ['day', 'reason']);
  return (
    <RecordDialog title="Set the statute date by hand" onClose={onClose} onSubmit={submit} problem={problem} saving={saving} dirty={day !== openedDay || reason !== ''} size={480}>
      <TextInput label="Date" type="date" value={day} onChange={(e) => setDay(e.currentTarget.value)} error={fields.day} withAsterisk />
      <Textarea label="Reason" placeholder="e.g. Discovery rule: injury discovered on …" maxLength={maxLengthOf('StatuteOverrideInput', 'reason')} value={reason} onChange={(e) => setReason(e.currentTarget.value)} error={fields.reason} autosize minRows={2} withAsterisk />
    </RecordDialog>
  );
}

/** Add tolling: a number of days or a period, and the reason; closing with changes not saved asks first. */
export function TollingDialog({ statute, onClose }: { statute: StatuteFieldsFragment; onClose: () => void }) {
  const [mode, setMode] = useState<'days' | 'range'>('days');
  const [days, setDays] = useState<number | string>('');
  const [fromDay, setFromDay] = useState('');
  const [toDay, setToDay] = useState('');
  const [reason, setReason] = useState('');
  const [add] = useMutation(AddStatuteTollingDocument, { refetchQueries: STATUTE_REFETCH_QUERIES });
  const { submit, problem, fields, saving } = useSave(
    () =>
      add({
        variables: {
          input: { ...keyOf(statute), reason: reason.trim(), ...(mode === 'days' ? { days: days === '' ? null : Number(days) } : { fromDay: fromDay || null, toDay: toDay || null }) },
        },
      }),
    'Tolling added; the date moves later.',
    onClose,
    ['days', 'fromDay', 'toDay', 'reason'],
  );
  const dirty = mode !== 'days' || days !== '' || fromDay !== '' || toDay !== '' || reason !== '';
  return (
    <RecordDialog title="Add tolling" onClose={onClose} onSubmit={submit} problem={problem} saving={saving} dirty={dirty} size={480}>
      <SegmentedControl value={mode} onChange={(v) => setMode(v as 'days' | 'range')} data={[{ value: 'days', label: 'Number of days' }, { value: 'range', label: 'From – to' }]} />
      {mode === 'days' ? (
        <NumberInput label="Days tolled" min={minOf('StatuteTollingInput', 'days')} max={maxOf('StatuteTollingInput', 'days')} allowNegative={false} value={days} onChange={setDays} error={fields.days} withAsterisk />
      ) : (
        <Group grow>
          <TextInput label="From" type="date" value={fromDay} onChange={(e) => setFromDay(e.currentTarget.value)} error={fields.fromDay} />
          <TextInput label="To" type="date" value={toDay} onChange={(e) => setToDay(e.currentTarget.value)} error={fields.toDay} />
        </Group>
      )}
      <TextInput label="Reason" placeholder="e.g. The plaintiff was a minor; the defendant was out of state" maxLength={maxLengthOf('StatuteTollingInput', 'reason')} value={reason} onChange={(e) => setReason(e.currentTarget.value)} error={fields.reason} withAsterisk />
    </RecordDialog>
  );
}

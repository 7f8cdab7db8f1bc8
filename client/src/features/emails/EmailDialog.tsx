import { useMutation } from '@apollo/client/react';
import { Select, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { RecordEmailDocument, UpdateEmailDocument, type CaseEmailFieldsFragment, type EmailDirection } from '../../gql/graphql';
import { valuesDiffer } from '../../ui/formValues';
import { maxLengthOf } from '../../ui/limits';
import { serverProblem } from '../../ui/serverProblem';
import { RecordDialog } from '../../ui/RecordDialog';
import { placeFieldProblems } from '../../ui/useFormSave';

export const EMAIL_CATEGORIES = ['Client', 'Insurance', 'Medical', 'Opposing Counsel', 'Court', 'Expert', 'Other'];
/** What an email saved, recorded or deleted changes: the case's emails and its activity. */
export const EMAIL_REFETCH_QUERIES = ['MatterEmails', 'MatterActivity'];

const localInput = (date: Date) => new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

/** The dialog's fields as it opens: the email's subject and categories, or a new one sent now. */
const valuesOf = (email: CaseEmailFieldsFragment | null) => ({
  description: email?.description ?? '',
  category: email?.category ?? null,
  subCategory: email?.subCategory ?? '',
  fromAddress: '',
  toAddresses: '',
  sentAt: localInput(new Date()),
  direction: 'INBOUND' as EmailDirection,
  bodyText: '',
});

/** Add Email (recorded by hand) or Edit (subject, category, sub-category); closing with changes not saved asks first. */
export function EmailDialog({ matterId, email, onClose }: { matterId: string; email: CaseEmailFieldsFragment | null; onClose: () => void }) {
  const [initial] = useState(() => valuesOf(email));
  const [values, setValues] = useState(initial);
  const set = (patch: Partial<typeof initial>) => setValues((current) => ({ ...current, ...patch }));
  const { description, category, subCategory, fromAddress, toAddresses, sentAt, direction, bodyText } = values;
  const [fields, setFields] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [record, recording] = useMutation(RecordEmailDocument, { refetchQueries: EMAIL_REFETCH_QUERIES, awaitRefetchQueries: true });
  const [update, updating] = useMutation(UpdateEmailDocument, { refetchQueries: EMAIL_REFETCH_QUERIES, awaitRefetchQueries: true });
  const save = async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    setFields({});
    setProblem(null);
    try {
      if (email) await update({ variables: { input: { id: email.id, version: email.version, description, category, subCategory: subCategory || null } } });
      else await record({ variables: { input: { matterId, description, fromAddress, toAddresses, sentAt: new Date(sentAt).toISOString(), direction, category, subCategory: subCategory || null, bodyText: bodyText || null } } });
      notifications.show({ color: 'green', message: email ? 'Email saved.' : 'Email recorded on the case.' });
      onClose();
    } catch (failure) {
      const found = serverProblem(failure, "The email couldn't be saved. Please try again.");
      if (found.code === 'CONFLICT') setProblem('Someone changed this email after you opened it. Close it and open it again.');
      else if (found.fields) {
        // Every message at once: at its field, those about no field of the dialog above it.
        const placed = placeFieldProblems(found.fields, ['description', 'category', 'subCategory', 'fromAddress', 'toAddresses', 'sentAt', 'bodyText']);
        setFields(placed.errors);
        setProblem(placed.elsewhere);
      } else setProblem(found.message);
    }
  };
  return (
    <RecordDialog
      title={email ? 'Edit Email' : 'Add Email'}
      onClose={onClose}
      onSubmit={(event) => void save(event)}
      problem={problem}
      saving={recording.loading || updating.loading}
      dirty={valuesDiffer(values, initial)}
    >
      <TextInput label="Description" placeholder="The subject" maxLength={maxLengthOf('RecordEmailInput', 'description')} value={description} onChange={(e) => set({ description: e.currentTarget.value })} error={fields.description} withAsterisk data-autofocus />
      <SimpleGrid cols={2}>
        <Select label="Category" data={EMAIL_CATEGORIES} value={category} onChange={(value) => set({ category: value })} error={fields.category} clearable />
        <TextInput
          label="Sub-Category"
          maxLength={maxLengthOf('RecordEmailInput', 'subCategory')}
          value={subCategory}
          onChange={(e) => set({ subCategory: e.currentTarget.value })}
          error={fields.subCategory}
        />
      </SimpleGrid>
      {!email && (
        <>
          <SimpleGrid cols={2}>
            <TextInput label="From" maxLength={maxLengthOf('RecordEmailInput', 'fromAddress')} value={fromAddress} onChange={(e) => set({ fromAddress: e.currentTarget.value })} error={fields.fromAddress} withAsterisk />
            <TextInput label="To" maxLength={maxLengthOf('RecordEmailInput', 'toAddresses')} value={toAddresses} onChange={(e) => set({ toAddresses: e.currentTarget.value })} error={fields.toAddresses} />
            <TextInput label="Date" type="datetime-local" value={sentAt} onChange={(e) => set({ sentAt: e.currentTarget.value })} error={fields.sentAt} />
            <Select label="Direction" data={[{ value: 'INBOUND', label: 'Inbound' }, { value: 'OUTBOUND', label: 'Outbound' }]} value={direction} onChange={(v) => set({ direction: (v as EmailDirection) ?? 'INBOUND' })} allowDeselect={false} />
          </SimpleGrid>
          <Textarea
            label="Text"
            autosize
            minRows={3}
            maxRows={10}
            maxLength={maxLengthOf('RecordEmailInput', 'bodyText')}
            value={bodyText}
            onChange={(e) => set({ bodyText: e.currentTarget.value })}
            error={fields.bodyText}
          />
        </>
      )}
    </RecordDialog>
  );
}

import { useApolloClient, useMutation } from '@apollo/client/react';
import { Modal, SegmentedControl, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useEffect, useMemo, useState } from 'react';
import { CreateContactDocument, type ContactKind } from '../../gql/graphql';
import { ConflictWarning } from './ConflictWarning';
import { serverProblem } from '../../ui/serverProblem';
import { placeFieldProblems } from '../../ui/useFormSave';
import { FormActions } from '../../ui/FormActions';
import { FormProblem } from '../../ui/FormProblem';
import { emptyQuickContact, QUICK_MAX_LENGTH, quickContactFieldOf, quickContactInput, quickContactRules, type QuickContactValues } from './addContactForm';
import { CONTACT_NOT_SAVED, PREFIXES } from './contactForm';
import { uploadContactPhoto } from './photo';
import { PhotoField } from './PhotoField';
import { maxLengthOf } from '../../ui/limits';
import { UnsavedChangesDialog } from '../../ui/UnsavedChangesDialog';
import { useCloseGuard } from '../../ui/useUnsavedChangesGuard';

/** The Add Contact / Add Company dialog of /contacts, with its People/Company toggle. */
export function AddContactDialog({
  opened,
  initialKind,
  onClose,
  onSaved,
}: {
  opened: boolean;
  initialKind: ContactKind;
  onClose: () => void;
  onSaved: (contact: { id: string; name: string }) => void;
}) {
  const [kind, setKind] = useState<ContactKind>(initialKind);
  const [formError, setFormError] = useState<string | null>(null);
  const [photo, setPhoto] = useState<File | null>(null);
  const preview = useMemo(() => (photo ? URL.createObjectURL(photo) : null), [photo]);
  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);
  const client = useApolloClient();
  const [createContact, { loading }] = useMutation(CreateContactDocument);
  const form = useForm<QuickContactValues>({ initialValues: emptyQuickContact, validate: quickContactRules(kind) });
  const typedName =
    kind === 'PERSON'
      ? [form.values.firstName, form.values.lastName].map((s) => s.trim()).filter(Boolean).join(' ')
      : form.values.companyName.trim();

  const close = () => {
    form.reset();
    setKind(initialKind);
    setFormError(null);
    setPhoto(null);
    onClose();
  };
  // Anything typed, a photo chosen or the other kind picked is asked about before closing (a save closes at once).
  const guard = useCloseGuard(opened && (form.isDirty() || photo !== null || kind !== initialKind), close);

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    try {
      const { data } = await createContact({ variables: { input: quickContactInput(kind, values) } });
      if (data) {
        const uploadProblem = photo ? await uploadContactPhoto(data.createContact.id, photo) : null;
        if (uploadProblem) {
          notifications.show({ color: 'red', message: `${data.createContact.name} was saved, but not the photo: ${uploadProblem}` });
        }
        // Lists are refetched once the photo is stored too, so the new row shows it.
        await client.refetchQueries({ include: ['Contacts', 'ContactList'] });
        onSaved(data.createContact);
        close();
      }
    } catch (error) {
      const problem = serverProblem(error, CONTACT_NOT_SAVED);
      if (problem.fields) {
        // Every message at once: at its field (the phone's and address's at theirs), the rest above the form.
        const placed = placeFieldProblems(problem.fields, Object.keys(form.getValues()), quickContactFieldOf);
        form.setErrors(placed.errors);
        setFormError(placed.elsewhere);
      } else {
        setFormError(problem.message);
      }
    }
  });

  const isPerson = kind === 'PERSON';
  return (
    <Modal opened={opened} {...guard.modalProps} title={isPerson ? 'Add Contact' : 'Add Company'} size={640} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SegmentedControl
            value={kind}
            onChange={(value) => setKind(value as ContactKind)}
            data={[
              { label: 'People', value: 'PERSON' },
              { label: 'Company', value: 'COMPANY' },
            ]}
            aria-label="Contact kind"
          />
          <FormProblem problem={formError} />
          <PhotoField src={preview} isPerson={isPerson} onChosen={setPhoto} />
          {isPerson ? (
            <>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <Select label="Prefix" data={PREFIXES} clearable {...form.getInputProps('prefix')} />
                <TextInput label="First Name" maxLength={maxLengthOf('ContactInput', 'firstName')} {...form.getInputProps('firstName')} />
                <TextInput label="Middle Name" maxLength={maxLengthOf('ContactInput', 'middleName')} {...form.getInputProps('middleName')} />
                <TextInput label="Last Name" maxLength={maxLengthOf('ContactInput', 'lastName')} {...form.getInputProps('lastName')} />
              </SimpleGrid>
            </>
          ) : (
            <TextInput label="Name" maxLength={maxLengthOf('ContactInput', 'companyName')} {...form.getInputProps('companyName')} />
          )}
          <ConflictWarning name={typedName} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Email" type="email" maxLength={maxLengthOf('ContactInput', 'email')} {...form.getInputProps('email')} />
            <TextInput label="Phone No." type="tel" maxLength={QUICK_MAX_LENGTH.phone} {...form.getInputProps('phone')} />
          </SimpleGrid>
          <Title order={5} mt="xs">
            Address
          </Title>
          <TextInput label="Street" maxLength={QUICK_MAX_LENGTH.street} {...form.getInputProps('street')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="City" maxLength={QUICK_MAX_LENGTH.city} {...form.getInputProps('city')} />
            <TextInput label="State/Province" maxLength={QUICK_MAX_LENGTH.state} {...form.getInputProps('state')} />
            <TextInput label="Zip/Postal Code" maxLength={QUICK_MAX_LENGTH.zip} {...form.getInputProps('zip')} />
            <TextInput label="Country" maxLength={QUICK_MAX_LENGTH.country} {...form.getInputProps('country')} />
          </SimpleGrid>
          <FormActions onCancel={guard.close} saving={loading} mt="sm">
            {isPerson ? 'Save Contact' : 'Save Company'}
          </FormActions>
        </Stack>
      </form>
      <UnsavedChangesDialog {...guard.dialog} />
    </Modal>
  );
}

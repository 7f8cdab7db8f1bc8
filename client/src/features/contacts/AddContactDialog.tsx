import { useApolloClient, useMutation } from '@apollo/client/react';
import { Modal, SegmentedControl, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useEffect, useMemo, useState } from 'react';
import { CreateContactDocument, type ContactKind } from '../../gql/graphql';
import { ConflictWarning } from './ConflictWarning';
import { emailProblem, orNull } from '../../ui/formValues';
import { serverProblem } from '../../ui/serverProblem';
import { FormActions } from '../../ui/FormActions';
import { FormProblem } from '../../ui/FormProblem';
import { CONTACT_NOT_SAVED, PREFIXES } from './contactForm';
import { uploadContactPhoto } from './photo';
import { PhotoField } from './PhotoField';

const emptyValues = {
  prefix: null as string | null,
  firstName: '',
  middleName: '',
  lastName: '',
  companyName: '',
  email: '',
  phone: '',
  street: '',
  city: '',
  state: '',
  zip: '',
  country: 'United States',
};

type Values = typeof emptyValues;

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
  const form = useForm<Values>({
    initialValues: emptyValues,
    validate: {
      lastName: (value, values) =>
        kind === 'PERSON' && !value.trim() && !values.firstName.trim() ? 'Enter a first or last name.' : null,
      companyName: (value) => (kind === 'COMPANY' && !value.trim() ? 'Enter the company name.' : null),
      email: emailProblem,
    },
  });
  const typedName =
    kind === 'PERSON'
      ? [form.values.firstName, form.values.lastName].map((s) => s.trim()).filter(Boolean).join(' ')
      : form.values.companyName.trim();

  const close = () => {
    form.reset();
    setFormError(null);
    setPhoto(null);
    onClose();
  };

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    const hasAddress = [values.street, values.city, values.state, values.zip].some((v) => v.trim());
    try {
      const { data } = await createContact({
        variables: {
          input: {
            kind,
            ...(kind === 'PERSON'
              ? {
                  prefix: values.prefix,
                  firstName: orNull(values.firstName),
                  middleName: orNull(values.middleName),
                  lastName: orNull(values.lastName),
                }
              : { companyName: orNull(values.companyName) }),
            email: orNull(values.email),
            phones: values.phone.trim() ? [{ type: kind === 'PERSON' ? 'Mobile' : 'Work', number: values.phone.trim(), isPrimary: true }] : [],
            addresses: hasAddress
              ? [
                  {
                    addressType: kind === 'PERSON' ? 'Home' : 'Work',
                    address1: orNull(values.street),
                    city: orNull(values.city),
                    state: orNull(values.state),
                    zip: orNull(values.zip),
                    country: orNull(values.country),
                    isPrimary: true,
                  },
                ]
              : [],
          },
        },
      });
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
        form.setErrors(
          Object.fromEntries(
            Object.entries(problem.fields).map(([field, message]) => [field === 'phones.0.number' ? 'phone' : field.replace(/^addresses\.0\./, ''), message]),
          ),
        );
      } else {
        setFormError(problem.message);
      }
    }
  });

  const isPerson = kind === 'PERSON';
  return (
    <Modal opened={opened} onClose={close} title={isPerson ? 'Add Contact' : 'Add Company'} size={640} centered>
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
                <TextInput label="First Name" {...form.getInputProps('firstName')} />
                <TextInput label="Middle Name" {...form.getInputProps('middleName')} />
                <TextInput label="Last Name" {...form.getInputProps('lastName')} />
              </SimpleGrid>
            </>
          ) : (
            <TextInput label="Name" {...form.getInputProps('companyName')} />
          )}
          <ConflictWarning name={typedName} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Email" type="email" {...form.getInputProps('email')} />
            <TextInput label="Phone No." type="tel" {...form.getInputProps('phone')} />
          </SimpleGrid>
          <Title order={5} mt="xs">
            Address
          </Title>
          <TextInput label="Street" {...form.getInputProps('street')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="City" {...form.getInputProps('city')} />
            <TextInput label="State/Province" {...form.getInputProps('state')} />
            <TextInput label="Zip/Postal Code" {...form.getInputProps('zip')} />
            <TextInput label="Country" {...form.getInputProps('country')} />
          </SimpleGrid>
          <FormActions onCancel={close} saving={loading} mt="sm">
            {isPerson ? 'Save Contact' : 'Save Company'}
          </FormActions>
        </Stack>
      </form>
    </Modal>
  );
}

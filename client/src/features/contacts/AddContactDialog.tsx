import { CombinedGraphQLErrors } from '@apollo/client';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Avatar,
  Button,
  FileButton,
  Group,
  Modal,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconBuilding, IconUser } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { ConflictCheckDocument, CreateContactDocument, type ContactKind } from '../../gql/graphql';
import { photoProblem, uploadContactPhoto } from './photo';

export const PREFIXES = ['Mr.', 'Mrs.', 'Ms.', 'Miss', 'Mx.', 'Dr.', 'Prof.', 'Hon.'];

interface FieldError {
  field: string;
  messages: string[];
}

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

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

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
  const [photoError, setPhotoError] = useState<string | null>(null);
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
      email: (value) => (value.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) ? 'Enter a valid email address.' : null),
    },
  });
  const typedName =
    kind === 'PERSON'
      ? [form.values.firstName, form.values.lastName].map((s) => s.trim()).filter(Boolean).join(' ')
      : form.values.companyName.trim();
  const [nameToCheck] = useDebouncedValue(typedName, 300);
  const conflicts = useQuery(ConflictCheckDocument, { variables: { name: nameToCheck }, skip: nameToCheck.length < 3 });
  const matches = nameToCheck.length >= 3 ? (conflicts.data?.conflictCheck ?? []) : [];

  const close = () => {
    form.reset();
    setFormError(null);
    setPhoto(null);
    setPhotoError(null);
    onClose();
  };

  const choosePhoto = async (file: File | null) => {
    setPhoto(null);
    setPhotoError(null);
    if (!file) return;
    const problem = await photoProblem(file);
    if (problem) setPhotoError(problem);
    else setPhoto(file);
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
      const first = CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
      const fields = first?.extensions?.fields as FieldError[] | undefined;
      if (fields?.length) {
        const mapped = Object.fromEntries(
          fields.map((f) => [f.field === 'phones.0.number' ? 'phone' : f.field.replace(/^addresses\.0\./, ''), f.messages[0]]),
        );
        form.setErrors(mapped);
      } else {
        setFormError(first?.message ?? "The contact couldn't be saved. Check your connection and try again.");
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
          {formError && (
            <Alert color="red" role="alert">
              {formError}
            </Alert>
          )}
          <Group gap="md">
            <Avatar src={preview} size={64} radius={isPerson ? 'xl' : 'md'} color="navy">
              {isPerson ? <IconUser size={28} /> : <IconBuilding size={28} />}
            </Avatar>
            <div>
              <FileButton onChange={(file) => void choosePhoto(file)} accept="image/png,image/jpeg">
                {(props) => (
                  <Button variant="light" size="xs" {...props}>
                    {isPerson ? 'Upload Photo' : 'Upload Logo'}
                  </Button>
                )}
              </FileButton>
              <Text fz="xs" c={photoError ? 'red' : 'dimmed'} mt={4} role={photoError ? 'alert' : undefined}>
                {photoError ?? 'At least 256 × 256 px, PNG or JPG.'}
              </Text>
            </div>
          </Group>
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
          {matches.length > 0 && (
            <Alert color="yellow" icon={<IconAlertTriangle size={18} />} title="Possible conflict of interest">
              <Text fz="sm">Similar contacts already exist: {matches.map((m) => m.contact.name).join(', ')}.</Text>
            </Alert>
          )}
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
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={loading}>
              {isPerson ? 'Save Contact' : 'Save Company'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

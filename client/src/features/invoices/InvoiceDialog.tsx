import '@mantine/dropzone/styles.css';
import { useMutation, useQuery } from '@apollo/client/react';
import { ActionIcon, Alert, Button, Center, Group, Loader, Modal, Progress, Select, SimpleGrid, Stack, Table, Text, Textarea, TextInput } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconFileUpload, IconPaperclip, IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import {
  CreateInvoiceDocument,
  DocumentUploadLimitDocument,
  InvoiceCasePickerDocument,
  InvoiceDetailDocument,
  UpdateInvoiceDocument,
  type InvoiceDetailQuery,
  type InvoiceLineInput,
} from '../../gql/graphql';
import { ContactSelect } from '../contacts/ContactSelect';
import { serverProblem } from '../../ui/serverProblem';
import { matterLabel } from '../cases/MatterSelect';
import { today } from '../../lib/dates';
import { ACCEPTED_TYPES, sendFile, tooLargeMessage, UNSUPPORTED_TYPE, UploadFailure, type StoredFile } from '../../lib/fileUpload';
import { formatMoney } from '../../ui/format';
import { centsToInput, lineAmountCents, parseMoney, parseQuantity } from './invoiceFormat';

const TASK_CODE = /^[A-Z]\d{3}$/;
const ACTIVITY_CODE = /^A\d{3}$/;

interface LineValues {
  key: string;
  description: string;
  utbmsTaskCode: string;
  utbmsActivityCode: string;
  quantity: string;
  rate: string;
}

interface InvoiceValues {
  file: File | null;
  /** The attachment the invoice already has (edit), kept unless removed or replaced. */
  attachment: { id: string; title: string } | null;
  clientId: string | null;
  clientName: string | null;
  matterId: string | null;
  lines: LineValues[];
  invoiceDate: string;
  dueDate: string;
  description: string;
}

type Detail = InvoiceDetailQuery['invoice'];

let lineCounter = 0;
const newLine = (line: Partial<LineValues> = {}): LineValues => {
  lineCounter += 1;
  return { key: `line-${lineCounter}`, description: '', utbmsTaskCode: '', utbmsActivityCode: '', quantity: '1', rate: '', ...line };
};

/** YYYY-MM-DD `days` after `day`. */
function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function initialValues(invoice: Detail | null): InvoiceValues {
  if (!invoice) {
    const day = today();
    return {
      file: null, attachment: null, clientId: null, clientName: null, matterId: null, lines: [newLine()],
      invoiceDate: day, dueDate: addDays(day, 30), description: '',
    };
  }
  return {
    file: null,
    attachment: invoice.attachment ? { id: invoice.attachment.id, title: invoice.attachment.title } : null,
    clientId: invoice.client?.id ?? null,
    clientName: invoice.client?.name ?? null,
    matterId: invoice.matter?.id ?? null,
    lines: invoice.lines.map((line) =>
      newLine({
        description: line.description, utbmsTaskCode: line.utbmsTaskCode ?? '', utbmsActivityCode: line.utbmsActivityCode ?? '',
        quantity: line.quantity, rate: centsToInput(line.rateCents),
      }),
    ),
    invoiceDate: invoice.invoiceDate,
    dueDate: invoice.dueDate,
    description: invoice.description ?? '',
  };
}

/** A line's amount in cents, as the server will compute it; null until its quantity and rate are valid. */
function amountOf(line: LineValues): number | null {
  const quantity = parseQuantity(line.quantity);
  const rate = parseMoney(line.rate);
  return quantity === null || rate === null ? null : lineAmountCents(quantity, rate);
}

/** The Case Name select: the chosen client's cases (as client or party) only. */
function ClientCaseSelect({ contactId, value, current, onChange, error }: {
  contactId: string | null;
  value: string | null;
  current: { id: string; name: string; number: string } | null;
  onChange: (id: string | null) => void;
  error?: ReactNode;
}) {
  const { data, loading } = useQuery(InvoiceCasePickerDocument, { variables: { contactId, search: null }, skip: !contactId });
  const found = (contactId ? data?.matters.items : []) ?? [];
  const options = found.map((matter) => ({ value: matter.id, label: matterLabel(matter) }));
  if (current && value === current.id && !options.some((o) => o.value === current.id)) options.unshift({ value: current.id, label: matterLabel(current) });
  return (
    <Select
      label="Case Name"
      placeholder={contactId ? 'Choose one of the client’s cases' : 'Choose the client first'}
      withAsterisk
      searchable
      disabled={!contactId}
      data={options}
      value={value}
      onChange={onChange}
      nothingFoundMessage={loading ? 'Loading…' : 'This client has no cases'}
      error={error}
    />
  );
}

/** Create Invoice / Edit invoice (spec 2.12). `invoiceId` null: a new invoice. */
export function InvoiceDialog({ invoiceId, onClose, onSaved }: { invoiceId: string | null; onClose: () => void; onSaved: () => void }) {
  const detail = useQuery(InvoiceDetailDocument, { variables: { id: invoiceId ?? '' }, skip: !invoiceId, fetchPolicy: 'network-only' });
  const title = invoiceId ? `Edit invoice ${detail.data?.invoice.number ?? ''}`.trim() : 'Create Invoice';
  return (
    <Modal opened onClose={onClose} title={title} size={880} centered>
      {invoiceId && !detail.data ? (
        detail.error ? (
          <Alert color="red">{serverProblem(detail.error, 'The invoice could not be loaded.').message}</Alert>
        ) : (
          <Center py="xl">
            <Loader size="sm" aria-label="Loading" />
          </Center>
        )
      ) : (
        <InvoiceForm invoice={detail.data?.invoice ?? null} onClose={onClose} onSaved={onSaved} />
      )}
    </Modal>
  );
}

function InvoiceForm({ invoice, onClose, onSaved }: { invoice: Detail | null; onClose: () => void; onSaved: () => void }) {
  const limit = useQuery(DocumentUploadLimitDocument);
  const maxBytes = limit.data?.documentUploadLimit ?? null;
  const [createInvoice] = useMutation(CreateInvoiceDocument);
  const [updateInvoice] = useMutation(UpdateInvoiceDocument);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  /** The chosen file once stored (for its case), so trying again does not upload it twice. */
  const [stored, setStored] = useState<{ file: File; matterId: string; document: StoredFile } | null>(null);

  const form = useForm<InvoiceValues>({
    initialValues: initialValues(invoice),
    validate: {
      clientId: (value) => (value ? null : 'Choose the client.'),
      matterId: (value) => (value ? null : 'Choose the case.'),
      dueDate: (value, values) => (!value ? 'Enter the due date.' : values.invoiceDate && value < values.invoiceDate ? 'The due date is before the invoice date.' : null),
      invoiceDate: (value) => (value ? null : 'Enter the invoice date.'),
      description: (value) => (value.length > 2000 ? 'A description has at most 2000 characters.' : null),
      lines: {
        description: (value) => (value.trim() ? null : 'Describe the line.'),
        utbmsTaskCode: (value) => (!value.trim() || TASK_CODE.test(value.trim().toUpperCase()) ? null : 'Like L110.'),
        utbmsActivityCode: (value) => (!value.trim() || ACTIVITY_CODE.test(value.trim().toUpperCase()) ? null : 'Like A101.'),
        quantity: (value) => (parseQuantity(value) === null ? 'Like 1.5' : null),
        rate: (value) => (parseMoney(value) === null ? 'Like 250.00' : null),
      },
    },
  });

  const values = form.values;
  const amounts = values.lines.map(amountOf);
  const total = amounts.reduce<number>((sum, amount) => sum + (amount ?? 0), 0);

  const attach = async (matterId: string): Promise<string | null> => {
    if (!values.file) return values.attachment?.id ?? null;
    if (stored && stored.file === values.file && stored.matterId === matterId) return stored.document.id;
    if (maxBytes !== null && values.file.size > maxBytes) throw new UploadFailure(tooLargeMessage(maxBytes));
    setProgress(0);
    const sending = sendFile(values.file, { matterId, title: values.file.name }, (loaded, all) => setProgress(all > 0 ? Math.round((loaded / all) * 100) : 0));
    const document = await sending.done.finally(() => setProgress(null));
    setStored({ file: values.file, matterId, document });
    return document.id;
  };

  const save = form.onSubmit(async (submitted) => {
    setProblem(null);
    setSaving(true);
    try {
      const matterId = submitted.matterId!;
      let attachmentDocumentId: string | null;
      try {
        attachmentDocumentId = await attach(matterId);
      } catch (failure) {
        form.setFieldError('file', failure instanceof Error ? failure.message : 'The file could not be uploaded.');
        return;
      }
      const lines: InvoiceLineInput[] = submitted.lines.map((line) => ({
        description: line.description.trim(),
        utbmsTaskCode: line.utbmsTaskCode.trim().toUpperCase() || null,
        utbmsActivityCode: line.utbmsActivityCode.trim().toUpperCase() || null,
        quantity: line.quantity.trim(),
        rateCents: parseMoney(line.rate)!,
      }));
      const fields = {
        clientId: submitted.clientId!,
        matterId,
        invoiceDate: submitted.invoiceDate,
        dueDate: submitted.dueDate,
        description: submitted.description.trim() || null,
        attachmentDocumentId,
        lines,
      };
      if (invoice) {
        const result = await updateInvoice({ variables: { input: { id: invoice.id, version: invoice.version, ...fields } } });
        notifications.show({ color: 'navy', message: `Invoice ${result.data?.updateInvoice.number ?? invoice.number} was saved.` });
      } else {
        const result = await createInvoice({ variables: { input: fields } });
        notifications.show({ color: 'navy', message: `Invoice ${result.data?.createInvoice.number ?? ''} was created.` });
      }
      onSaved();
      onClose();
    } catch (failure) {
      const found = serverProblem(failure, "The invoice couldn't be saved. Check your connection and try again.");
      if (found.fields) {
        const formFields: Record<string, string> = {};
        for (const [field, message] of Object.entries(found.fields)) {
          formFields[field.replace(/^input\./, '').replace(/\.rateCents$/, '.rate').replace(/^attachmentDocumentId$/, 'file')] = message;
        }
        form.setErrors(formFields);
        if (formFields.lines) setProblem(formFields.lines);
      } else setProblem(found.message);
    } finally {
      setSaving(false);
    }
  });

  const fileLabel = values.file ? values.file.name : values.attachment ? values.attachment.title : null;
  const current = invoice?.matter ?? null;

  return (
    <form onSubmit={save} noValidate>
      <Stack>
        {problem && (
          <Alert color="red" role="alert" withCloseButton onClose={() => setProblem(null)}>
            {problem}
          </Alert>
        )}
        <Stack gap={4}>
          <Text fz="sm" fw={500}>
            Attachment
          </Text>
          <Dropzone
            aria-label="Attachment"
            multiple={false}
            accept={ACCEPTED_TYPES}
            onDrop={([chosen]) => {
              if (!chosen) return;
              form.setFieldValue('file', chosen);
              form.clearFieldError('file');
            }}
            onReject={() => form.setFieldError('file', UNSUPPORTED_TYPE)}
            p="md"
          >
            <Group justify="center" gap="sm" mih={56} style={{ pointerEvents: 'none' }}>
              <IconFileUpload size={28} stroke={1.5} />
              <div>
                <Text fz="sm" fw={500}>
                  Drop a file here or click to choose one
                </Text>
                <Text fz="xs" c="dimmed">
                  PDF, Word, text, JPG or PNG; kept with the case’s documents
                </Text>
              </div>
            </Group>
          </Dropzone>
          {fileLabel && (
            <Group gap="xs" wrap="nowrap">
              <IconPaperclip size={16} />
              <Text fz="sm" truncate>
                {fileLabel}
              </Text>
              <ActionIcon
                size="sm"
                variant="subtle"
                color="gray"
                aria-label={`Remove ${fileLabel}`}
                onClick={() => form.setValues({ file: null, attachment: values.file ? values.attachment : null })}
              >
                <IconX size={14} />
              </ActionIcon>
            </Group>
          )}
          {progress !== null && <Progress value={progress} size="sm" animated aria-label="Attachment upload progress" />}
          {form.errors.file && (
            <Text fz="xs" c="red" role="alert">
              {form.errors.file}
            </Text>
          )}
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <ContactSelect
            label="Client Name"
            placeholder="Search contacts"
            withAsterisk
            value={values.clientId}
            current={invoice?.client ? { id: invoice.client.id, name: invoice.client.name } : null}
            onChange={(id, name) => {
              form.setValues({ clientId: id, clientName: name, matterId: id === values.clientId ? values.matterId : null });
              form.clearFieldError('clientId');
            }}
            error={form.errors.clientId}
          />
          <ClientCaseSelect
            contactId={values.clientId}
            value={values.matterId}
            current={current && values.clientId === invoice?.client?.id ? current : null}
            onChange={(id) => {
              form.setFieldValue('matterId', id);
              form.clearFieldError('matterId');
            }}
            error={form.errors.matterId}
          />
        </SimpleGrid>

        <Stack gap={4}>
          <Text fz="sm" fw={500}>
            Line items
          </Text>
          <Table verticalSpacing={4} horizontalSpacing={6} aria-label="Line items">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Description</Table.Th>
                <Table.Th w={80}>Task code</Table.Th>
                <Table.Th w={80}>Activity code</Table.Th>
                <Table.Th w={90}>Hours / qty</Table.Th>
                <Table.Th w={110}>Rate ($)</Table.Th>
                <Table.Th w={110} ta="right">
                  Amount
                </Table.Th>
                <Table.Th w={36} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {values.lines.map((line, index) => {
                const n = index + 1;
                const amount = amounts[index];
                return (
                  <Table.Tr key={line.key}>
                    <Table.Td>
                      <TextInput aria-label={`Line ${n} description`} maxLength={500} {...form.getInputProps(`lines.${index}.description`)} />
                    </Table.Td>
                    <Table.Td>
                      <TextInput aria-label={`Line ${n} UTBMS task code`} placeholder="L110" maxLength={4} {...form.getInputProps(`lines.${index}.utbmsTaskCode`)} />
                    </Table.Td>
                    <Table.Td>
                      <TextInput aria-label={`Line ${n} UTBMS activity code`} placeholder="A101" maxLength={4} {...form.getInputProps(`lines.${index}.utbmsActivityCode`)} />
                    </Table.Td>
                    <Table.Td>
                      <TextInput aria-label={`Line ${n} quantity`} inputMode="decimal" {...form.getInputProps(`lines.${index}.quantity`)} />
                    </Table.Td>
                    <Table.Td>
                      <TextInput aria-label={`Line ${n} rate`} inputMode="decimal" placeholder="250.00" {...form.getInputProps(`lines.${index}.rate`)} />
                    </Table.Td>
                    <Table.Td ta="right">
                      <Text fz="sm" aria-label={`Line ${n} amount`}>
                        {amount === null || amount === undefined ? '—' : formatMoney(amount)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={`Remove line ${n}`}
                        disabled={values.lines.length === 1}
                        onClick={() => form.removeListItem('lines', index)}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
          <Group justify="space-between">
            <Button variant="subtle" size="compact-sm" leftSection={<IconPlus size={16} />} onClick={() => form.insertListItem('lines', newLine())}>
              Add line
            </Button>
            <Text fw={600} aria-label="Invoice Amount">
              Invoice Amount: {formatMoney(total)}
            </Text>
          </Group>
          <Text fz="xs" c="dimmed">
            Each line is hours (or units) × rate, rounded to the cent; the invoice amount is the sum of the lines.
          </Text>
        </Stack>

        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Invoice Date" type="date" withAsterisk {...form.getInputProps('invoiceDate')} />
          <TextInput label="Due Date" type="date" withAsterisk {...form.getInputProps('dueDate')} />
        </SimpleGrid>
        <Textarea label="Description" autosize minRows={2} maxLength={2000} {...form.getInputProps('description')} />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {invoice ? 'Save Invoice' : 'Create Invoice'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

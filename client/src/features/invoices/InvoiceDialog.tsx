import { skipToken, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { Alert, Center, Loader, Modal, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { InvoiceDetailDocument } from '../../gql/graphql';
import { useViewer } from '../../lib/viewer';
import { serverProblem } from '../../ui/serverProblem';
import { FormActions } from '../../ui/FormActions';
import { ContactSelect } from '../contacts/ContactSelect';
import { ClientCaseSelect } from './ClientCaseSelect';
import { InvoiceAttachmentField } from './InvoiceAttachmentField';
import { InvoiceLinesTable } from './InvoiceLinesTable';
import { useInvoiceForm, type InvoiceDetail } from './useInvoiceForm';
import { maxLengthOf } from '../../ui/limits';
import { UnsavedChangesDialog } from '../../ui/UnsavedChangesDialog';
import { useCloseGuard } from '../../ui/useUnsavedChangesGuard';

/** Create Invoice / Edit invoice (spec 2.12). `invoiceId` null: a new invoice. */
export function InvoiceDialog({ invoiceId, onClose, onSaved }: { invoiceId: string | null; onClose: () => void; onSaved: () => void }) {
  const detail = useQuery(InvoiceDetailDocument, invoiceId ? { variables: { id: invoiceId }, fetchPolicy: 'network-only' } : skipToken);
  const title = invoiceId ? `Edit invoice ${detail.data?.invoice.number ?? ''}`.trim() : 'Create Invoice';
  // The form (below, once the invoice is loaded) says whether it holds typing not saved.
  const [dirty, setDirty] = useState(false);
  const guard = useCloseGuard(dirty, onClose);
  return (
    <Modal opened {...guard.modalProps} title={title} size={1140} centered>
      {invoiceId && !detail.data ? (
        detail.error ? (
          <Alert color="red">{serverProblem(detail.error, 'The invoice could not be loaded.').message}</Alert>
        ) : (
          <Center py="xl">
            <Loader size="sm" aria-label="Loading" />
          </Center>
        )
      ) : (
        <InvoiceForm invoice={detail.data?.invoice ?? null} onClose={onClose} onCancel={guard.close} onDirty={setDirty} onSaved={onSaved} />
      )}
      <UnsavedChangesDialog {...guard.dialog} />
    </Modal>
  );
}

/** `onClose` closes at once (after a save); `onCancel` asks first when `onDirty` last said so. */
function InvoiceForm({
  invoice,
  onClose,
  onCancel,
  onDirty,
  onSaved,
}: {
  invoice: InvoiceDetail | null;
  onClose: () => void;
  onCancel: () => void;
  onDirty: (dirty: boolean) => void;
  onSaved: () => void;
}) {
  const viewer = useViewer();
  const edited = useInvoiceForm({ invoice, onSaved, onClose, writer: { id: viewer.id, role: viewer.role } });
  const { form, values, problem } = edited;
  const dirty = form.isDirty();
  useEffect(() => onDirty(dirty), [dirty, onDirty]);
  const current = invoice?.matter ?? null;

  return (
    <form onSubmit={edited.save} noValidate>
      <Stack>
        {problem && (
          <Alert color="red" role="alert" withCloseButton onClose={edited.dismissProblem}>
            {problem}
          </Alert>
        )}
        <InvoiceAttachmentField invoice={edited} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <ContactSelect
            label="Client Name"
            placeholder="Search contacts"
            withAsterisk
            value={values.clientId}
            current={invoice?.client ? { id: invoice.client.id, name: invoice.client.name } : null}
            onChange={edited.chooseClient}
            error={form.errors.clientId}
          />
          <ClientCaseSelect
            contactId={values.clientId}
            value={values.matterId}
            current={current && values.clientId === invoice?.client?.id ? current : null}
            onChange={edited.chooseCase}
            error={form.errors.matterId}
          />
        </SimpleGrid>

        <InvoiceLinesTable invoice={edited} />

        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Invoice Date" type="date" withAsterisk {...form.getInputProps('invoiceDate')} />
          <TextInput label="Due Date" type="date" withAsterisk {...form.getInputProps('dueDate')} />
        </SimpleGrid>
        <Textarea label="Description" autosize minRows={2} maxLength={maxLengthOf('InvoiceFieldsInput', 'description')} {...form.getInputProps('description')} />
        <FormActions onCancel={onCancel} saving={edited.saving} mt="md">
          {invoice ? 'Save Invoice' : 'Create Invoice'}
        </FormActions>
      </Stack>
    </form>
  );
}

import { useMutation } from '@apollo/client/react';
import { Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { RecordPaymentDocument, type PaymentMethod } from '../../gql/graphql';
import { serverProblem } from '../../ui/serverProblem';
import { placeFieldProblems } from '../../ui/useFormSave';
import { today } from '../../lib/dates';
import { formatMoney } from '../../ui/format';
import { FormActions } from '../../ui/FormActions';
import { FormProblem } from '../../ui/FormProblem';
import { centsToInput, moneyProblem, parseMoney } from '../../ui/money';
import { PAYMENT_METHODS } from './invoiceFormat';
import { lengthRules, maxLengthOf, maxOf, minOf } from '../../ui/limits';
import { UnsavedChangesDialog } from '../../ui/UnsavedChangesDialog';
import { useCloseGuard } from '../../ui/useUnsavedChangesGuard';

export interface PayableInvoice {
  id: string;
  version: number;
  number: string;
  balanceCents: number;
}

/**
 * Pay Now: records a payment against the balance due (amount, date, method, reference). A part
 * payment leaves the rest due; more than the balance is refused by the server, whose message shows.
 */
export function PaymentDialog({ invoice, onClose, onPaid }: { invoice: PayableInvoice; onClose: () => void; onPaid: () => void }) {
  const [recordPayment, { loading }] = useMutation(RecordPaymentDocument);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm({
    initialValues: { amount: centsToInput(invoice.balanceCents), paidOn: today(), method: 'CHECK' as PaymentMethod, reference: '' },
    validate: {
      amount: (value) =>
        moneyProblem(value, { required: true, max: maxOf('RecordPaymentInput', 'amountCents'), example: 'Enter an amount like 250.00.' }) ??
        (parseMoney(value)! < minOf('RecordPaymentInput', 'amountCents') ? 'Enter an amount of more than 0.' : null),
      paidOn: (value) => (value ? null : 'Enter the date of the payment.'),
      ...lengthRules('RecordPaymentInput', ['reference']),
    },
  });

  const guard = useCloseGuard(form.isDirty(), onClose);

  const save = form.onSubmit(async (values) => {
    setProblem(null);
    try {
      const result = await recordPayment({
        variables: {
          input: {
            invoiceId: invoice.id,
            version: invoice.version,
            amountCents: parseMoney(values.amount)!,
            paidOn: values.paidOn,
            method: values.method,
            reference: values.reference.trim() || null,
          },
        },
      });
      const paid = result.data?.recordPayment;
      notifications.show({
        color: 'navy',
        message: paid?.status === 'PAID' ? `Invoice ${invoice.number} is paid in full.` : `Payment recorded; ${formatMoney(paid?.balanceCents ?? 0)} is still due on ${invoice.number}.`,
      });
      onPaid();
      onClose();
    } catch (failure) {
      const found = serverProblem(failure, "The payment couldn't be recorded. Check your connection and try again.");
      if (found.fields) {
        // Every message at once: at its field (`amountCents` at Amount), those about no field above the form.
        const placed = placeFieldProblems(found.fields, Object.keys(form.getValues()));
        form.setErrors(placed.errors);
        setProblem(placed.elsewhere);
      } else setProblem(found.message);
    }
  });

  return (
    <Modal opened {...guard.modalProps} title={`Record a payment on ${invoice.number}`} size={520} centered>
      <form onSubmit={save} noValidate>
        <Stack>
          <FormProblem problem={problem} />
          <Text c="dimmed" fz="sm">
            Balance due: {formatMoney(invoice.balanceCents)}
          </Text>
          <SimpleGrid cols={2}>
            <TextInput label="Amount ($)" inputMode="decimal" withAsterisk {...form.getInputProps('amount')} />
            <TextInput label="Payment Date" type="date" withAsterisk {...form.getInputProps('paidOn')} />
          </SimpleGrid>
          <SimpleGrid cols={2}>
            <Select
              label="Method"
              data={PAYMENT_METHODS}
              allowDeselect={false}
              value={form.values.method}
              onChange={(value) => value && form.setFieldValue('method', value as PaymentMethod)}
            />
            <TextInput label="Reference" placeholder="Check no., transaction id" maxLength={maxLengthOf('RecordPaymentInput', 'reference')} {...form.getInputProps('reference')} />
          </SimpleGrid>
          <FormActions onCancel={guard.close} saving={loading} mt="md">
            Record Payment
          </FormActions>
        </Stack>
      </form>
      <UnsavedChangesDialog {...guard.dialog} />
    </Modal>
  );
}

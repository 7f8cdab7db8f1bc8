import { useMutation } from '@apollo/client/react';
import { useForm } from '@mantine/form';
import { AddMedicalBillDocument, UpdateMedicalBillDocument, type MedicalBillFieldsFragment } from '../../gql/graphql';
import { today } from '../../lib/dates';
import { formatMoney } from '../../ui/format';
import { orNull } from '../../ui/formValues';
import { centsToInput, moneyProblem, parseMoney } from '../../ui/money';
import { useFormSave } from '../../ui/useFormSave';

export type BillValues = {
  treatmentId: string | null;
  serviceFrom: string;
  serviceTo: string;
  billed: string;
  healthPaid: string;
  pipPaid: string;
  adjusted: string;
  documentId: string | null;
};

export function billValues(bill: MedicalBillFieldsFragment | null, treatmentId: string | null = null): BillValues {
  return {
    treatmentId: bill?.treatmentId ?? treatmentId,
    serviceFrom: bill?.serviceFrom ?? '',
    serviceTo: bill?.serviceTo ?? '',
    billed: centsToInput(bill?.billedCents),
    healthPaid: centsToInput(bill?.healthPaidCents),
    pipPaid: centsToInput(bill?.pipPaidCents),
    adjusted: centsToInput(bill?.adjustedCents),
    documentId: bill?.document?.id ?? null,
  };
}

/** An amount that may be left empty for none. */
const centsOrZero = (text: string) => (text.trim() === '' ? 0 : (parseMoney(text) ?? 0));

export const billInput = (values: BillValues) => ({
  treatmentId: values.treatmentId!,
  serviceFrom: values.serviceFrom,
  serviceTo: orNull(values.serviceTo),
  billedCents: parseMoney(values.billed)!,
  healthPaidCents: centsOrZero(values.healthPaid),
  pipPaidCents: centsOrZero(values.pipPaid),
  adjustedCents: centsOrZero(values.adjusted),
  documentId: values.documentId,
});

/** Paid and adjusted together may not exceed what was billed (said at the adjustments, as the server does). */
export function overBilledProblem(values: BillValues): string | null {
  const billed = parseMoney(values.billed);
  if (billed === null || [values.healthPaid, values.pipPaid, values.adjusted].some((text) => moneyProblem(text))) return null;
  const covered = centsOrZero(values.healthPaid) + centsOrZero(values.pipPaid) + centsOrZero(values.adjusted);
  return covered > billed ? `What was paid and adjusted (${formatMoney(covered)}) cannot exceed the amount billed (${formatMoney(billed)}).` : null;
}

const refetch = { refetchQueries: ['MedicalBills', 'MedicalSpecials'], awaitRefetchQueries: true };

/** Add Bill / edit a bill: amounts of 0 or more, payments and adjustments not above the amount billed, dates of service in order. */
export function useBillForm({ matterId, bill, treatmentId, onClose }: { matterId: string; bill: MedicalBillFieldsFragment | null; treatmentId?: string | null; onClose: () => void }) {
  const [addBill] = useMutation(AddMedicalBillDocument, refetch);
  const [updateBill] = useMutation(UpdateMedicalBillDocument, refetch);
  const form = useForm<BillValues>({
    initialValues: billValues(bill, treatmentId),
    validate: {
      treatmentId: (value) => (value ? null : 'Choose the provider.'),
      serviceFrom: (value) => (!value ? 'Enter the first date of service.' : value > today() ? 'The date of service cannot be in the future.' : null),
      serviceTo: (value, values) => (value && values.serviceFrom && value < values.serviceFrom ? 'The last date of service cannot be before the first.' : null),
      billed: (value) => moneyProblem(value, { required: true }),
      healthPaid: (value) => moneyProblem(value),
      pipPaid: (value) => moneyProblem(value),
      adjusted: (value, values) => moneyProblem(value) ?? overBilledProblem(values),
    },
  });
  const { problem, saving, submit } = useFormSave(form, { fallback: "The bill couldn't be saved. Check your connection and try again.", onSaved: onClose });
  const save = submit(async (values) => {
    const fields = billInput(values);
    if (bill) await updateBill({ variables: { input: { id: bill.id, version: bill.version, ...fields } } });
    else await addBill({ variables: { input: { matterId, ...fields } } });
  });
  return { form, problem, saving, save };
}

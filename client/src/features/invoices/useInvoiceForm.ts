import { useMutation, useQuery } from '@apollo/client/react';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import {
  CreateInvoiceDocument,
  DocumentUploadLimitDocument,
  UpdateInvoiceDocument,
  type CostCategory,
  type InvoiceCaseStaffFragment,
  type InvoiceDetailQuery,
  type InvoiceLineInput,
} from '../../gql/graphql';
import { addDays, today } from '../../lib/dates';
import { sendFile, tooLargeMessage, UNSUPPORTED_TYPE, UploadFailure, type StoredFile } from '../../lib/fileUpload';
import { serverProblem } from '../../ui/serverProblem';
import { lengthProblem, lengthRules, maxOf } from '../../ui/limits';
import { centsToInput, lineAmountCents, moneyProblem, parseMoney, parseQuantity, quantityProblem } from '../../ui/money';
import { costLineDescription } from '../costs/costFormat';
import { defaultTimekeeper, withTimekeeper, type InvoiceWriter } from './invoiceTimekeepers';

/** UTBMS codes are a letter and three digits (L110, A101); the line's pickers offer the ABA sets' only. */
const TASK_CODE = /^[A-Z]\d{3}$/;
const ACTIVITY_CODE = /^A\d{3}$/;
const RATE_EXAMPLE = 'Like 250.00';

export interface LineValues {
  key: string;
  /** YYYY-MM-DD: the day of the work (an expense line: its cost's, shown only). */
  workDate: string;
  description: string;
  utbmsTaskCode: string;
  utbmsActivityCode: string;
  quantity: string;
  rate: string;
  /** An expense line billing this case cost: the server fills its amount (quantity 1 × the cost's amount). */
  costId: string | null;
  /** Who did the work (a fee line needs one; an expense line has none). */
  timekeeperId: string | null;
}

/** A case cost as an invoice line takes it. */
export interface BillableCost {
  id: string;
  incurredOn: string;
  category: CostCategory;
  payee: string;
  description: string | null;
  amountCents: number | null;
}

export interface InvoiceValues {
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

export type InvoiceDetail = InvoiceDetailQuery['invoice'];

let lineCounter = 0;
export const newLine = (line: Partial<LineValues> = {}): LineValues => {
  lineCounter += 1;
  return { key: `line-${lineCounter}`, workDate: today(), description: '', utbmsTaskCode: '', utbmsActivityCode: '', quantity: '1', rate: '', costId: null, timekeeperId: null, ...line };
};

/** A cost as an expense line: described as the server would, quantity 1 at the cost's amount (read-only on the form). */
export const costLine = (cost: BillableCost): LineValues =>
  newLine({ costId: cost.id, workDate: cost.incurredOn, description: costLineDescription(cost), quantity: '1', rate: centsToInput(cost.amountCents ?? 0) });

/** A line nobody has typed in yet. */
const isBlank = (line: LineValues) => !line.costId && !line.description.trim() && !line.rate.trim() && line.quantity.trim() === '1';

/** The lines with these costs added (each once), in place of a lone blank line. */
export function withCosts(lines: LineValues[], costs: readonly BillableCost[]): LineValues[] {
  const present = new Set(lines.map((line) => line.costId));
  const added = costs.filter((cost) => !present.has(cost.id)).map(costLine);
  const kept = lines.length === 1 && isBlank(lines[0]!) && added.length > 0 ? [] : lines;
  return [...kept, ...added];
}

/** The lines without the costs of a case no longer chosen (at least one line stays). */
export function withoutCosts(lines: LineValues[]): LineValues[] {
  const kept = lines.filter((line) => !line.costId);
  return kept.length > 0 ? kept : [newLine()];
}

/**
 * A new invoice is dated today and due in 30 days with one empty line billed to its writer (when an
 * attorney or paralegal); an invoice being edited as it is (a fee line written before timekeepers were
 * recorded gets the default the server would give it).
 */
export function initialValues(invoice: InvoiceDetail | null, writer: InvoiceWriter | null = null): InvoiceValues {
  if (!invoice) {
    const day = today();
    return {
      file: null, attachment: null, clientId: null, clientName: null, matterId: null, lines: [newLine({ timekeeperId: defaultTimekeeper(writer, null) })],
      invoiceDate: day, dueDate: addDays(day, 30), description: '',
    };
  }
  return {
    file: null,
    attachment: invoice.attachment ? { id: invoice.attachment.id, title: invoice.attachment.title } : null,
    clientId: invoice.client?.id ?? null,
    clientName: invoice.client?.name ?? null,
    matterId: invoice.matter?.id ?? null,
    lines: withTimekeeper(
      invoice.lines.map((line) =>
        newLine({
          workDate: line.workDate,
          description: line.description, utbmsTaskCode: line.utbmsTaskCode ?? '', utbmsActivityCode: line.utbmsActivityCode ?? '',
          quantity: line.quantity, rate: centsToInput(line.rateCents), costId: line.costId, timekeeperId: line.timekeeperId ?? null,
        }),
      ),
      defaultTimekeeper(writer, invoice.matter?.staff),
    ),
    invoiceDate: invoice.invoiceDate,
    dueDate: invoice.dueDate,
    description: invoice.description ?? '',
  };
}

/** A line's amount in cents, as the server will compute it; null until its quantity and rate are valid. */
export function amountOf(line: LineValues): number | null {
  const quantity = parseQuantity(line.quantity);
  const rate = parseMoney(line.rate);
  return quantity === null || rate === null ? null : lineAmountCents(quantity, rate);
}

/** The lines as the server takes them: trimmed, codes in capitals, the rate in cents; a fee line with its timekeeper, an expense line with its cost. */
export const lineInputs = (lines: LineValues[]): InvoiceLineInput[] =>
  lines.map((line) => ({
    ...(line.costId ? {} : { workDate: line.workDate }),
    description: line.description.trim(),
    utbmsTaskCode: line.utbmsTaskCode.trim().toUpperCase() || null,
    utbmsActivityCode: line.utbmsActivityCode.trim().toUpperCase() || null,
    quantity: line.quantity.trim(),
    rateCents: parseMoney(line.rate)!,
    ...(line.costId ? { costId: line.costId } : line.timekeeperId ? { timekeeperId: line.timekeeperId } : {}),
  }));

/** The server's field messages at the form's fields: `input.lines.0.rateCents` at line 1's rate, `attachmentDocumentId` at the file. */
export function formErrorsOf(fields: Record<string, string>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(fields)) {
    errors[field.replace(/^input\./, '').replace(/\.rateCents$/, '.rate').replace(/^attachmentDocumentId$/, 'file')] = message;
  }
  return errors;
}

/**
 * Create Invoice / Edit invoice: the form and its rules, the lines' amounts and total, the
 * attachment (stored as a case document before the invoice is saved, once even when saving is
 * tried again) and saving with the server's messages at their fields.
 */
export function useInvoiceForm({
  invoice,
  onSaved,
  onClose,
  writer = null,
}: {
  invoice: InvoiceDetail | null;
  onSaved: () => void;
  onClose: () => void;
  /** Who is writing it: their fee lines are theirs when they are an attorney or paralegal. */
  writer?: InvoiceWriter | null;
}) {
  const limit = useQuery(DocumentUploadLimitDocument);
  const maxBytes = limit.data?.documentUploadLimit ?? null;
  const [createInvoice] = useMutation(CreateInvoiceDocument);
  const [updateInvoice] = useMutation(UpdateInvoiceDocument);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  /** The chosen file once stored (for its case), so trying again does not upload it twice. */
  const [stored, setStored] = useState<{ file: File; matterId: string; document: StoredFile } | null>(null);
  /** The chosen case's staff: who a new fee line is billed to when the writer bills no time. */
  const [caseStaff, setCaseStaff] = useState<readonly InvoiceCaseStaffFragment[] | null>(invoice?.matter?.staff ?? null);

  const form = useForm<InvoiceValues>({
    initialValues: initialValues(invoice, writer),
    validate: {
      clientId: (value) => (value ? null : 'Choose the client.'),
      matterId: (value) => (value ? null : 'Choose the case.'),
      dueDate: (value, values) => (!value ? 'Enter the due date.' : values.invoiceDate && value < values.invoiceDate ? 'The due date is before the invoice date.' : null),
      invoiceDate: (value) => (value ? null : 'Enter the invoice date.'),
      ...lengthRules('InvoiceFieldsInput', ['description']),
      lines: {
        description: (value) => (value.trim() ? lengthProblem('InvoiceLineInput', 'description')(value) : 'Describe the line.'),
        // lines.<n>.workDate: the day of the work, by the invoice's date (an expense line's is its cost's).
        workDate: (value, all, path) =>
          all.lines[Number(path.split('.')[1])]?.costId ? null : !value ? 'Enter the day.' : all.invoiceDate && value > all.invoiceDate ? 'After the invoice date.' : null,
        utbmsTaskCode: (value) => (!value.trim() || TASK_CODE.test(value.trim().toUpperCase()) ? null : 'Like L110.'),
        utbmsActivityCode: (value) => (!value.trim() || ACTIVITY_CODE.test(value.trim().toUpperCase()) ? null : 'Like A101.'),
        quantity: (value) => quantityProblem(value),
        // "Like 250.00" only for text that is no amount; a negative rate says it cannot be.
        rate: (value) => (value.trim() ? moneyProblem(value, { max: maxOf('InvoiceLineInput', 'rateCents'), example: RATE_EXAMPLE }) : RATE_EXAMPLE),
        // lines.<n>.timekeeperId: an expense line (a cost billed) has none.
        timekeeperId: (value, all, path) => (value || all.lines[Number(path.split('.')[1])]?.costId ? null : 'Choose the timekeeper.'),
      },
    },
  });

  const values = form.values;
  const lineTimekeeper = defaultTimekeeper(writer, caseStaff);
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
      const fields = {
        clientId: submitted.clientId!,
        matterId,
        invoiceDate: submitted.invoiceDate,
        dueDate: submitted.dueDate,
        description: submitted.description.trim() || null,
        attachmentDocumentId,
        lines: lineInputs(submitted.lines),
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
        const formFields = formErrorsOf(found.fields);
        form.setErrors(formFields);
        if (formFields.lines) setProblem(formFields.lines);
      } else setProblem(found.message);
    } finally {
      setSaving(false);
    }
  });

  return {
    form,
    values,
    /** Each line's amount (null while its quantity or rate is not valid) and their sum. */
    amounts,
    total,
    problem,
    dismissProblem: () => setProblem(null),
    saving,
    /** The attachment's upload, 0–100, while it is sent. */
    progress,
    save,
    /** The attachment's name: the file chosen, or the one the invoice has. */
    fileLabel: values.file ? values.file.name : values.attachment ? values.attachment.title : null,
    chooseFile: (file: File | undefined) => {
      if (!file) return;
      form.setFieldValue('file', file);
      form.clearFieldError('file');
    },
    refuseFile: () => form.setFieldError('file', UNSUPPORTED_TYPE),
    /** Removes the chosen file (the invoice's own attachment comes back), or the invoice's attachment. */
    removeFile: () => form.setValues({ file: null, attachment: values.file ? values.attachment : null }),
    /** A new client clears the case, which must be one of theirs. */
    chooseClient: (id: string | null, name: string | null) => {
      const sameClient = id === values.clientId;
      if (!sameClient) setCaseStaff(null);
      const lines = sameClient ? values.lines : withTimekeeper(withoutCosts(values.lines), defaultTimekeeper(writer, null));
      form.setValues({ clientId: id, clientName: name, matterId: sameClient ? values.matterId : null, lines });
      form.clearFieldError('clientId');
    },
    /** Another case drops the expense lines of the one chosen before; fee lines nobody was named for yet go to the default (its first attorney, for a firm admin). */
    chooseCase: (id: string | null, staff: readonly InvoiceCaseStaffFragment[] | null = null) => {
      setCaseStaff(staff ?? (id === values.matterId ? caseStaff : null));
      const lines = id === values.matterId ? values.lines : withoutCosts(values.lines);
      form.setValues({ matterId: id, lines: withTimekeeper(lines, defaultTimekeeper(writer, staff ?? caseStaff)) });
      form.clearFieldError('matterId');
    },
    /** Everyone the invoice already names as a timekeeper (offered on its lines even when no longer among the firm's active attorneys and paralegals). */
    namedTimekeepers: invoice?.lines.flatMap((line) => (line.timekeeper ? [line.timekeeper] : [])) ?? [],
    /** "Add unbilled costs": the chosen costs of the case as expense lines. */
    addCosts: (costs: readonly BillableCost[]) => form.setFieldValue('lines', withCosts(values.lines, costs)),
    addLine: () => form.insertListItem('lines', newLine({ timekeeperId: lineTimekeeper, workDate: values.invoiceDate || today() })),
    removeLine: (index: number) => form.removeListItem('lines', index),
  };
}

export type InvoiceForm = ReturnType<typeof useInvoiceForm>;

import { MockedProvider, type MockedProviderProps } from '@apollo/client/testing/react';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { CreateInvoiceDocument, DocumentUploadLimitDocument } from '../../gql/graphql';
import { today } from '../../lib/dates';
import { amountOf, costLine, formErrorsOf, initialValues, lineInputs, newLine, useInvoiceForm, withCosts, withoutCosts, type InvoiceDetail } from './useInvoiceForm';
import { defaultTimekeeper, withTimekeeper, type InvoiceWriter } from './invoiceTimekeepers';

const always = { maxUsageCount: Number.POSITIVE_INFINITY };
const limit = { request: { query: DocumentUploadLimitDocument }, result: { data: { documentUploadLimit: 1_000_000 } }, ...always };

function renderForm(invoice: InvoiceDetail | null, mocks: MockedProviderProps['mocks'] = [limit], writer: InvoiceWriter | null = null) {
  const onSaved = jest.fn();
  const onClose = jest.fn();
  const wrapper = ({ children }: { children: ReactNode }) => <MockedProvider mocks={mocks}>{children}</MockedProvider>;
  const hook = renderHook(() => useInvoiceForm({ invoice, onSaved, onClose, writer }), { wrapper });
  return { ...hook, onSaved, onClose };
}

const editing = {
  id: 'i4',
  version: 3,
  number: 'INV-2026-0004',
  invoiceDate: '2026-11-02',
  dueDate: '2026-12-02',
  description: null,
  client: { id: 'c1', name: 'Maria Alvarez' },
  matter: { id: 'm1', name: 'Alvarez v. Lone Star Freight LLC', number: '2026-0001' },
  attachment: { id: 'd1', title: 'engagement.pdf' },
  lines: [{ description: 'Draft demand letter', utbmsTaskCode: 'L120', utbmsActivityCode: null, quantity: '4.5', rateCents: 35_000 }],
} as unknown as InvoiceDetail;

describe('invoice values', () => {
  it('dates a new invoice today, due 30 days later, with one empty line', () => {
    const values = initialValues(null);
    const due = new Date(`${values.invoiceDate}T00:00:00Z`);
    due.setUTCDate(due.getUTCDate() + 30);
    expect(values.invoiceDate).toBe(today());
    expect(values.dueDate).toBe(due.toISOString().slice(0, 10));
    expect(values.lines).toHaveLength(1);
    expect(values.lines[0]).toMatchObject({ description: '', quantity: '1', rate: '' });
  });

  it('edits an invoice as it is, its rates as amounts', () => {
    const values = initialValues(editing);
    expect(values).toMatchObject({ clientId: 'c1', clientName: 'Maria Alvarez', matterId: 'm1', attachment: { id: 'd1', title: 'engagement.pdf' }, description: '' });
    expect(values.lines[0]).toMatchObject({ description: 'Draft demand letter', utbmsTaskCode: 'L120', utbmsActivityCode: '', quantity: '4.5', rate: '350.00' });
  });

  it('prices a line only once its quantity and rate are valid', () => {
    expect(amountOf(newLine({ quantity: '1.5', rate: '200' }))).toBe(30_000);
    expect(amountOf(newLine({ quantity: 'one', rate: '200' }))).toBeNull();
    expect(amountOf(newLine({ quantity: '1', rate: '' }))).toBeNull();
  });

  it('adds costs as expense lines once each, in place of a lone blank line, and sends them by cost', () => {
    const filing = { id: 'k1', incurredOn: '2026-11-02', category: 'FILING_FEE' as const, payee: 'Travis County Clerk', description: 'Petition', amountCents: 35_000 };
    const copies = { id: 'k2', incurredOn: '2026-11-02', category: 'POSTAGE_AND_COPIES' as const, payee: 'FedEx', description: null, amountCents: 1_999 };
    const lines = withCosts([newLine()], [filing]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ costId: 'k1', description: 'Filing Fee: Travis County Clerk: Petition', quantity: '1', rate: '350.00' });
    expect(amountOf(lines[0]!)).toBe(35_000);
    const more = withCosts([newLine({ description: 'Review' }), ...lines], [filing, copies]);
    expect(more.map((line) => line.costId)).toEqual([null, 'k1', 'k2']);
    expect(lineInputs([costLine(copies)])).toEqual([{ description: 'Postage and Copies: FedEx', utbmsTaskCode: null, utbmsActivityCode: null, quantity: '1', rateCents: 1_999, costId: 'k2' }]);
    expect(withoutCosts(more).map((line) => line.description)).toEqual(['Review']);
    expect(withoutCosts(lines)).toHaveLength(1);
    expect(withoutCosts(lines)[0]!.costId).toBeNull();
  });

  it('sends lines trimmed, with codes in capitals and the rate in cents', () => {
    expect(lineInputs([newLine({ workDate: '2026-11-03', description: ' Review ', utbmsTaskCode: ' l110 ', utbmsActivityCode: '', quantity: ' 2 ', rate: '$1,250.5' })])).toEqual([
      { workDate: '2026-11-03', description: 'Review', utbmsTaskCode: 'L110', utbmsActivityCode: null, quantity: '2', rateCents: 125_050 },
    ]);
    // An expense line is dated by its cost: the server takes the cost's day.
    expect(lineInputs([costLine({ id: 'k1', incurredOn: '2026-11-02', category: 'FILING_FEE', payee: 'Clerk', description: null, amountCents: 100 })])[0]).not.toHaveProperty('workDate');
  });

  it('puts the server’s messages at the form’s fields', () => {
    expect(formErrorsOf({ 'input.lines.0.rateCents': 'Too high.', attachmentDocumentId: 'Not a document of this case.', 'input.dueDate': 'Too late.', 'lines.1.timekeeperId': 'Not of your firm.' })).toEqual({
      'lines.0.rate': 'Too high.',
      file: 'Not a document of this case.',
      dueDate: 'Too late.',
      'lines.1.timekeeperId': 'Not of your firm.',
    });
  });
});

describe('timekeepers', () => {
  const staff = [
    { __typename: 'User' as const, id: 'u-luis', role: 'PARALEGAL' as const, status: 'ACTIVE' as const },
    { __typename: 'User' as const, id: 'u-gone', role: 'ATTORNEY' as const, status: 'SUSPENDED' as const },
    { __typename: 'User' as const, id: 'u-dana', role: 'ATTORNEY' as const, status: 'ACTIVE' as const },
  ];

  it("bills new fee lines to the writer when they bill time, else to the case's first active attorney, else to nobody yet", () => {
    expect(defaultTimekeeper({ id: 'me', role: 'ATTORNEY' }, staff)).toBe('me');
    expect(defaultTimekeeper({ id: 'me', role: 'PARALEGAL' }, null)).toBe('me');
    expect(defaultTimekeeper({ id: 'me', role: 'FIRM_ADMIN' }, staff)).toBe('u-dana');
    expect(defaultTimekeeper({ id: 'me', role: 'FIRM_ADMIN' }, null)).toBeNull();
    expect(defaultTimekeeper({ id: 'me', role: 'FIRM_ADMIN' }, staff.slice(0, 2))).toBeNull();
  });

  it('fills only the fee lines without one; expense lines keep none', () => {
    const lines = [newLine({ timekeeperId: 'u-luis' }), newLine(), costLine({ id: 'k1', incurredOn: '2026-11-02', category: 'FILING_FEE', payee: 'Clerk', description: null, amountCents: 100 })];
    expect(withTimekeeper(lines, 'u-dana').map((line) => line.timekeeperId)).toEqual(['u-luis', 'u-dana', null]);
    expect(withTimekeeper(lines, null)).toBe(lines);
    expect(lineInputs(withTimekeeper(lines, 'u-dana')).map((line) => line.timekeeperId)).toEqual(['u-luis', 'u-dana', undefined]);
  });

  it("starts a new invoice's line with the writer, keeps an edited invoice's timekeepers and gives a line written before them the default", () => {
    expect(initialValues(null, { id: 'me', role: 'ATTORNEY' }).lines[0]!.timekeeperId).toBe('me');
    expect(initialValues(null, { id: 'me', role: 'FIRM_ADMIN' }).lines[0]!.timekeeperId).toBeNull();
    const invoice = {
      ...editing,
      matter: { ...editing.matter, staff },
      lines: [
        { description: 'Draft', utbmsTaskCode: null, utbmsActivityCode: null, quantity: '1', rateCents: 100, costId: null, timekeeperId: 'u-luis', timekeeper: { id: 'u-luis', fullName: 'Luis Ortega' } },
        { description: 'Call', utbmsTaskCode: null, utbmsActivityCode: null, quantity: '1', rateCents: 100, costId: null, timekeeperId: null, timekeeper: null },
      ],
    } as unknown as InvoiceDetail;
    expect(initialValues(invoice, { id: 'me', role: 'FIRM_ADMIN' }).lines.map((line) => line.timekeeperId)).toEqual(['u-luis', 'u-dana']);
  });

  it("asks for the timekeeper of a fee line only, and a firm admin's lines follow the case chosen", async () => {
    const { result } = renderForm(null, [limit], { id: 'me', role: 'FIRM_ADMIN' });
    act(() => result.current.addCosts([{ id: 'k1', incurredOn: '2026-11-02', category: 'FILING_FEE', payee: 'Clerk', description: null, amountCents: 100 }]));
    act(() => result.current.addLine());
    await act(async () => result.current.save());
    expect(result.current.form.errors['lines.1.timekeeperId']).toBe('Choose the timekeeper.');
    expect(result.current.form.errors).not.toHaveProperty('lines.0.timekeeperId');
    act(() => result.current.chooseClient('c1', 'Maria Alvarez'));
    act(() => result.current.chooseCase('m1', staff));
    expect(result.current.values.lines.map((line) => line.timekeeperId)).toEqual(['u-dana']);
    act(() => result.current.addLine());
    expect(result.current.values.lines.map((line) => line.timekeeperId)).toEqual(['u-dana', 'u-dana']);
  });
});

describe('useInvoiceForm', () => {
  it('totals the lines as they change, adds and removes lines', () => {
    const { result } = renderForm(editing);
    expect(result.current.total).toBe(157_500);
    act(() => result.current.addLine());
    act(() => {
      result.current.form.setFieldValue('lines.1.quantity', '2');
      result.current.form.setFieldValue('lines.1.rate', '100');
    });
    expect(result.current.amounts).toEqual([157_500, 20_000]);
    expect(result.current.total).toBe(177_500);
    act(() => result.current.removeLine(0));
    expect(result.current.total).toBe(20_000);
  });

  it('clears the case when another client is chosen, and keeps it for the same client', () => {
    const { result } = renderForm(editing);
    act(() => result.current.chooseClient('c1', 'Maria Alvarez'));
    expect(result.current.values.matterId).toBe('m1');
    act(() => result.current.chooseClient('c2', 'Marcus Bell'));
    expect(result.current.values).toMatchObject({ clientId: 'c2', clientName: 'Marcus Bell', matterId: null });
  });

  it('removing a chosen file brings back the invoice’s attachment; removing that leaves none', () => {
    const { result } = renderForm(editing);
    expect(result.current.fileLabel).toBe('engagement.pdf');
    act(() => result.current.chooseFile(new File(['x'], 'retainer.pdf', { type: 'application/pdf' })));
    expect(result.current.fileLabel).toBe('retainer.pdf');
    act(() => result.current.removeFile());
    expect(result.current.fileLabel).toBe('engagement.pdf');
    act(() => result.current.removeFile());
    expect(result.current.fileLabel).toBeNull();
    act(() => result.current.refuseFile());
    expect(result.current.form.errors.file).toBe('Only PDF, Word (doc, docx), text, JPG and PNG files can be uploaded.');
  });

  it('checks the form before saving', async () => {
    const { result } = renderForm(null);
    await act(async () => result.current.save());
    expect(result.current.form.errors).toMatchObject({
      clientId: 'Choose the client.',
      matterId: 'Choose the case.',
      'lines.0.description': 'Describe the line.',
      'lines.0.rate': 'Like 250.00',
    });
  });

  it('says a negative rate or quantity cannot be, and "Like 250.00" only for text that is no amount', async () => {
    const { result } = renderForm(null);
    act(() => {
      result.current.addLine();
      result.current.addLine();
    });
    act(() => {
      result.current.form.setFieldValue('lines.0.rate', '-5');
      result.current.form.setFieldValue('lines.0.quantity', '-1.5');
      result.current.form.setFieldValue('lines.1.rate', 'ten dollars');
      result.current.form.setFieldValue('lines.1.quantity', 'an hour');
      result.current.form.setFieldValue('lines.2.rate', '20,000,000.01');
    });
    await act(async () => result.current.save());
    expect(result.current.form.errors).toMatchObject({
      'lines.0.rate': 'Enter an amount of 0 or more.',
      'lines.0.quantity': 'Enter a quantity of 0 or more.',
      'lines.1.rate': 'Like 250.00',
      'lines.1.quantity': 'Like 1.5',
      // The server's limit of a line's rate, in dollars with its currency.
      'lines.2.rate': 'Enter an amount up to $20,000,000.00.',
    });
  });

  it('shows the server’s field messages at their fields and stays open', async () => {
    const refusal = {
      request: { query: CreateInvoiceDocument, variables: () => true },
      result: { errors: [{ message: 'Invalid input', extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'input.lines.0.rateCents', messages: ['A rate is at most $10,000.00.'] }] } }] },
    };
    const { result, onSaved, onClose } = renderForm(null, [limit, refusal], { id: 'me', role: 'ATTORNEY' });
    act(() => {
      result.current.chooseClient('c1', 'Maria Alvarez');
      result.current.chooseCase('m1');
    });
    act(() => {
      result.current.form.setFieldValue('lines.0.description', 'Review');
      result.current.form.setFieldValue('lines.0.rate', '20000');
    });
    await act(async () => result.current.save());
    await waitFor(() => expect(result.current.form.errors['lines.0.rate']).toBe('A rate is at most $10,000.00.'));
    expect(result.current.saving).toBe(false);
    expect(onSaved).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });
});

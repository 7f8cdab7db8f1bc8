import { MockedProvider, type MockedProviderProps } from '@apollo/client/testing/react';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AddMedicalBillDocument } from '../../gql/graphql';
import { addDays, today } from '../../lib/dates';
import { capture, refusedFields } from '../../test/mocks';
import { bill, lien, request, treatment } from './medicalFixtures';
import { dayRange, isOverdue, treatmentLabel } from './medicalFormat';
import { billInput, billValues, overBilledProblem, useBillForm } from './useBillForm';
import { lienInput, lienValues } from './useLienForm';
import { recordsRequestInput, recordsRequestValues } from './useRecordsRequestForm';
import { treatmentInput, treatmentValues } from './useTreatmentForm';

describe('medical formats', () => {
  it('marks a request overdue only when nothing came by its follow-up date', () => {
    expect(isOverdue({ followUpOn: '2026-11-01', receivedOn: null }, '2026-11-02')).toBe(true);
    expect(isOverdue({ followUpOn: '2026-11-02', receivedOn: null }, '2026-11-02')).toBe(false);
    expect(isOverdue({ followUpOn: '2026-11-01', receivedOn: '2026-11-05' }, '2026-11-09')).toBe(false);
  });

  it('writes dates of service and a provider’s treatment', () => {
    expect(dayRange('2026-10-02', '2026-10-30')).toBe('Oct 2, 2026 – Oct 30, 2026');
    expect(dayRange('2026-10-02', null)).toBe('Oct 2, 2026');
    expect(dayRange('2026-10-02', '2026-10-02')).toBe('Oct 2, 2026');
    expect(treatmentLabel(treatment('t1', 'Austin Spine Center'))).toBe('Austin Spine Center — Nina Patel');
  });
});

describe('medical forms', () => {
  it('edits a bill with its amounts in dollars and sends them back in cents; empty payments are none', () => {
    const values = billValues(bill('b1'));
    expect(values).toMatchObject({ treatmentId: 't1', billed: '4500.00', healthPaid: '1200.00', pipPaid: '500.00', adjusted: '300.00', documentId: 'd-bill' });
    expect(billInput({ ...values, billed: '1,234.56', healthPaid: '', pipPaid: '0.29', adjusted: ' ', serviceTo: '' })).toEqual({
      treatmentId: 't1', serviceFrom: '2026-10-02', serviceTo: null, billedCents: 123_456, healthPaidCents: 0, pipPaidCents: 29, adjustedCents: 0, documentId: 'd-bill',
    });
    expect(billValues(null, 't2')).toMatchObject({ treatmentId: 't2', billed: '', healthPaid: '' });
  });

  it('refuses payments and adjustments above the amount billed, to the cent', () => {
    const values = { ...billValues(null, 't1'), billed: '100.00', healthPaid: '60', pipPaid: '30', adjusted: '10' };
    expect(overBilledProblem(values)).toBeNull();
    expect(overBilledProblem({ ...values, adjusted: '10.01' })).toBe('What was paid and adjusted ($100.01) cannot exceed the amount billed ($100.00).');
    expect(overBilledProblem({ ...values, billed: 'lots' })).toBeNull();
  });

  it('sends a lien’s amounts in cents, the ones left empty as null, with the bills it covers', () => {
    const values = lienValues(lien('l1'));
    expect(values).toMatchObject({ lienholderId: 'c-cms', type: 'MEDICARE', claimed: '3200.00', reductionRequested: '1000.00', final: '', billIds: ['b1'] });
    expect(lienInput({ ...values, final: '2,500' })).toEqual({
      lienholderId: 'c-cms', type: 'MEDICARE', claimedCents: 320_000, reductionRequestedCents: 100_000, finalCents: 250_000, status: 'NEGOTIATING', billIds: ['b1'], letterDocumentId: null, notes: null,
    });
  });

  it('asks for records today, following up in 30 days, and edits a request as it is', () => {
    expect(recordsRequestValues(null, 't2')).toMatchObject({ treatmentId: 't2', kind: 'BOTH', requestedOn: today(), followUpOn: addDays(today(), 30), receivedOn: '' });
    expect(recordsRequestInput(recordsRequestValues(request('r1')))).toEqual({ treatmentId: 't1', kind: 'BOTH', requestedOn: '2026-10-05', followUpOn: '2026-10-20', receivedOn: null, documentId: null });
  });

  it('sends a treatment with empty dates and notes as null', () => {
    expect(treatmentInput({ ...treatmentValues(treatment('t1', 'Austin Spine Center')), lastVisitOn: '', notes: '  ' })).toEqual({
      plaintiffPartyId: 'p-nina', providerId: 'c-t1', firstVisitOn: '2026-10-02', lastVisitOn: null, status: 'TREATING', notes: null,
    });
  });
});

describe('useBillForm', () => {
  function renderForm(mocks: MockedProviderProps['mocks']) {
    const onClose = jest.fn();
    const wrapper = ({ children }: { children: ReactNode }) => <MockedProvider mocks={mocks}>{children}</MockedProvider>;
    return { ...renderHook(() => useBillForm({ matterId: 'm1', bill: null, treatmentId: 't1', onClose }), { wrapper }), onClose };
  }

  it('checks the form before sending anything', async () => {
    const sent: unknown[] = [];
    const { result, onClose } = renderForm([capture(AddMedicalBillDocument, sent, { data: { addMedicalBill: bill('b9') } })]);
    act(() => result.current.form.setValues({ serviceFrom: addDays(today(), 1), serviceTo: addDays(today(), -5), billed: '-5', healthPaid: '1.234' }));
    await act(async () => result.current.save());
    expect(result.current.form.errors).toEqual({
      serviceFrom: 'The date of service cannot be in the future.',
      serviceTo: 'The last date of service cannot be before the first.',
      billed: 'Enter an amount of 0 or more.',
      healthPaid: 'Enter an amount like 1,234.56.',
    });
    expect(sent).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('puts each of the server’s field messages at its field and stays open', async () => {
    const { result, onClose } = renderForm([
      capture(AddMedicalBillDocument, [], refusedFields({ 'input.adjustedCents': 'What was paid and adjusted ($9.00) cannot exceed the amount billed ($5.00).', treatmentId: "Choose one of this case's providers." })),
    ]);
    act(() => result.current.form.setValues({ serviceFrom: addDays(today(), -3), billed: '5' }));
    await act(async () => result.current.save());
    await waitFor(() =>
      expect(result.current.form.errors).toEqual({ adjusted: 'What was paid and adjusted ($9.00) cannot exceed the amount billed ($5.00).', treatmentId: "Choose one of this case's providers." }),
    );
    expect(result.current.problem).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });
});

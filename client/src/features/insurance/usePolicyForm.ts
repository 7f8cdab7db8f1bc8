import { useMutation } from '@apollo/client/react';
import { useForm } from '@mantine/form';
import { AddInsurancePolicyDocument, UpdateInsurancePolicyDocument, type ClaimStatus, type CoverageType, type InsurancePolicyFieldsFragment } from '../../gql/graphql';
import { orNull } from '../../ui/formValues';
import { centsOrNull, centsToInput, moneyProblem } from '../../ui/money';
import { useFormSave } from '../../ui/useFormSave';
import { lengthRules } from '../../ui/limits';

export type PolicyValues = {
  insurerId: string | null;
  insuredPartyId: string | null;
  coverage: CoverageType | null;
  policyNumber: string;
  perPersonLimit: string;
  perOccurrenceLimit: string;
  adjusterId: string | null;
  claimNumber: string;
  claimStatus: ClaimStatus;
  reportedOn: string;
  notes: string;
};

/** A policy as the dialog edits it: the policy being edited, or an empty one with an open claim. */
export function policyValues(policy: InsurancePolicyFieldsFragment | null): PolicyValues {
  return {
    insurerId: policy?.insurer?.id ?? null,
    insuredPartyId: policy?.insured?.id ?? null,
    coverage: policy?.coverage ?? null,
    policyNumber: policy?.policyNumber ?? '',
    perPersonLimit: centsToInput(policy?.perPersonLimitCents),
    perOccurrenceLimit: centsToInput(policy?.perOccurrenceLimitCents),
    adjusterId: policy?.adjuster?.id ?? null,
    claimNumber: policy?.claimNumber ?? '',
    claimStatus: policy?.claimStatus ?? 'OPEN',
    reportedOn: policy?.reportedOn ?? '',
    notes: policy?.notes ?? '',
  };
}

/** The policy's fields as the server takes them: limits in cents, empty text as null. */
export function policyInput(values: PolicyValues) {
  return {
    insurerId: values.insurerId!,
    insuredPartyId: values.insuredPartyId,
    coverage: values.coverage!,
    policyNumber: orNull(values.policyNumber),
    perPersonLimitCents: centsOrNull(values.perPersonLimit),
    perOccurrenceLimitCents: centsOrNull(values.perOccurrenceLimit),
    adjusterId: values.adjusterId,
    claimNumber: orNull(values.claimNumber),
    claimStatus: values.claimStatus,
    reportedOn: orNull(values.reportedOn),
    notes: orNull(values.notes),
  };
}

const refetch = { refetchQueries: ['InsurancePolicies'], awaitRefetchQueries: true };

/**
 * Add Policy / edit a policy: the form and its rules (an insurer and a coverage; limits are amounts
 * of 0 or more, per occurrence not below per person), saved over the version it was opened at.
 */
export function usePolicyForm({ matterId, policy, onClose }: { matterId: string; policy: InsurancePolicyFieldsFragment | null; onClose: () => void }) {
  const [addPolicy] = useMutation(AddInsurancePolicyDocument, refetch);
  const [updatePolicy] = useMutation(UpdateInsurancePolicyDocument, refetch);
  const form = useForm<PolicyValues>({
    initialValues: policyValues(policy),
    validate: {
      insurerId: (value) => (value ? null : 'Choose the insurance company.'),
      coverage: (value) => (value ? null : 'Choose the coverage.'),
      perPersonLimit: (value) => moneyProblem(value),
      perOccurrenceLimit: (value, values) => {
        const problem = moneyProblem(value);
        if (problem) return problem;
        const perPerson = centsOrNull(values.perPersonLimit);
        const perOccurrence = centsOrNull(value);
        return perPerson !== null && perOccurrence !== null && perOccurrence < perPerson ? 'The per-occurrence limit cannot be less than the per-person limit.' : null;
      },
      ...lengthRules('InsurancePolicyFields', ['policyNumber', 'claimNumber', 'notes']),
    },
  });
  const { problem, saving, submit } = useFormSave(form, { fallback: "The policy couldn't be saved. Check your connection and try again.", onSaved: onClose });
  const save = submit(async (values) => {
    const fields = policyInput(values);
    if (policy) await updatePolicy({ variables: { input: { id: policy.id, version: policy.version, ...fields } } });
    else await addPolicy({ variables: { input: { matterId, ...fields } } });
  });
  return { form, problem, saving, save };
}

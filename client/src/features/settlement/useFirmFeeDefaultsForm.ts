import { useMutation } from '@apollo/client/react';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { FirmFeeDefaultsDocument, SaveFirmFeeDefaultsDocument, type FirmFeeDefaultsQuery } from '../../gql/graphql';
import { useFormSave } from '../../ui/useFormSave';
import { feeTermsFieldOf, feeTermsInput, feeTermsProblems, feeTermsValues, type FeeTermsValues } from './feeTerms';

type Defaults = FirmFeeDefaultsQuery['firmFeeDefaults'];

/** Settings › Fee Agreement: the firm's default terms, saved over the version seen (null while the built-in terms apply: version 0). */
export function useFirmFeeDefaultsForm(saved: Defaults) {
  const [saveDefaults] = useMutation(SaveFirmFeeDefaultsDocument, {
    update: (cache, { data }) => {
      if (data) cache.writeQuery({ query: FirmFeeDefaultsDocument, data: { firmFeeDefaults: data.saveFirmFeeDefaults } });
    },
    refetchQueries: ['CaseFeeAgreement'],
  });
  const form = useForm<{ terms: FeeTermsValues }>({ initialValues: { terms: feeTermsValues(saved.terms) }, validate: (values) => feeTermsProblems(values.terms) });
  const { problem, saving, submit } = useFormSave(form, {
    fallback: "The fee agreement couldn't be saved. Check your connection and try again.",
    onSaved: () => notifications.show({ color: 'navy', message: 'The firm’s fee agreement was saved. Cases without their own agreement use it from now on.' }),
    fieldOf: (path) => feeTermsFieldOf(path, feeTermsInput(form.getValues().terms).rows),
  });
  const save = submit((values) => saveDefaults({ variables: { input: { terms: feeTermsInput(values.terms).terms, version: saved.version === 0 ? null : saved.version } } }));
  return { form, problem, saving, save };
}

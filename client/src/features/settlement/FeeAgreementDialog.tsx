import { SimpleGrid, TextInput, Textarea } from '@mantine/core';
import type { CaseFeeAgreementQuery } from '../../gql/graphql';
import { pickerProps } from '../../ui/pickerProps';
import { RecordDialog } from '../../ui/RecordDialog';
import { CaseDocumentSelect } from '../documents/CaseDocumentSelect';
import { FeeTermsFields } from './FeeTermsFields';
import { useFeeAgreementForm } from './useFeeAgreementForm';
import { maxLengthOf } from '../../ui/limits';

/** Edit Fee Agreement: the case's terms, when the client signed, the signed copy, an appeal. */
export function FeeAgreementDialog({ matterId, applying, onClose }: { matterId: string; applying: CaseFeeAgreementQuery['caseFeeAgreement']; onClose: () => void }) {
  const { form, problem, saving, save } = useFeeAgreementForm({ matterId, applying, onClose });
  return (
    <RecordDialog title="Edit Fee Agreement" onClose={onClose} onSubmit={save} problem={problem} saving={saving} dirty={form.isDirty()} size={720}>
      <FeeTermsFields form={form} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Signed on" type="date" {...form.getInputProps('signedOn')} />
        <TextInput label="Appeal filed on" type="date" description="From then the percentage on appeal applies." {...form.getInputProps('appealFiledOn')} />
      </SimpleGrid>
      <CaseDocumentSelect matterId={matterId} label="Signed agreement" current={applying.agreement?.document ?? null} {...pickerProps(form, 'documentId')} />
      <Textarea label="Notes" autosize minRows={2} maxRows={8} maxLength={maxLengthOf('SaveFeeAgreementInput', 'notes')} {...form.getInputProps('notes')} />
    </RecordDialog>
  );
}

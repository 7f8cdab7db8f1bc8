import { useMutation, useQuery } from '@apollo/client/react';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import {
  AssembleDemandPackageDocument,
  DemandPackageDocumentsDocument,
  DemandPackageTemplatesDocument,
  type DemandPackageDocumentsQuery,
  type NegotiationFieldsFragment,
} from '../../gql/graphql';
import { FieldProblem, useFormSave } from '../../ui/useFormSave';
import { useLetterPreview } from '../templates/useLetterPreview';

/** What a package takes besides its letter and the specials: PDFs and images. */
export const PACKAGE_TYPES: readonly string[] = ['application/pdf', 'image/png', 'image/jpeg'];

export interface PackageDocument {
  id: string;
  title: string;
}

/** The PDFs and images among a documents answer. */
export const packageDocumentsOf = (items: DemandPackageDocumentsQuery['documents']['items']): PackageDocument[] =>
  items.flatMap((item) => (item.__typename === 'Document' && PACKAGE_TYPES.includes(item.contentType) ? [{ id: item.id, title: item.title }] : []));

/** The list with the item at `index` moved one place up (-1) or down (1); unchanged at the ends. */
export function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

export type PackageValues = { templateId: string | null; includeSpecials: boolean };

/**
 * A demand's package: the cover letter's template (with a preview filled for the demand), the
 * medical specials summary, and the case's PDFs and images the user ticks, in the order they set
 * (the case's top-level ones listed, others found by a search added at the end). Assembling keeps
 * one PDF with the case's documents and links it to the demand.
 */
export function useDemandPackage({ matterId, entry, onClose }: { matterId: string; entry: NegotiationFieldsFragment; onClose: () => void }) {
  const templates = useQuery(DemandPackageTemplatesDocument, { fetchPolicy: 'cache-and-network' });
  const documents = useQuery(DemandPackageDocumentsDocument, { variables: { matterId, search: null }, fetchPolicy: 'cache-and-network' });
  const [assembleMutation] = useMutation(AssembleDemandPackageDocument, { refetchQueries: ['Negotiations'] });
  const preview = useLetterPreview();
  /** The documents in the order the user set (or added); the others found follow. */
  const [arranged, setArranged] = useState<PackageDocument[]>([]);
  const [included, setIncluded] = useState<ReadonlySet<string>>(() => new Set());

  const found = packageDocumentsOf(documents.data?.documents.items ?? []);
  const listed = [...arranged, ...found.filter((document) => !arranged.some((a) => a.id === document.id))];
  const chosenIds = listed.filter((document) => included.has(document.id)).map((document) => document.id);

  const form = useForm<PackageValues>({ initialValues: { templateId: null, includeSpecials: true } });
  const { problem, saving, submit } = useFormSave(form, {
    fallback: "The demand package couldn't be assembled. Check your connection and try again.",
    onSaved: () => {
      notifications.show({ color: 'navy', message: 'The demand package was assembled and kept with the case’s documents.' });
      onClose();
    },
    fieldOf: (path) => (path === 'documentIds' ? 'documentIds' : null),
  });
  const assemble = submit(async (values) => {
    if (!values.templateId && !values.includeSpecials && chosenIds.length === 0) {
      throw new FieldProblem('documentIds', 'Choose a cover letter, the medical specials or documents to put in the package.');
    }
    await assembleMutation({ variables: { input: { negotiationId: entry.id, templateId: values.templateId, includeSpecials: values.includeSpecials, documentIds: chosenIds } } });
  });

  const changed = () => form.clearFieldError('documentIds');
  return {
    form,
    problem,
    saving,
    assemble,
    templateOptions: (templates.data?.documentTemplates.items ?? []).map((template) => ({ value: template.id, label: template.name })),
    templatesLoading: templates.loading,
    documentsLoading: documents.loading && !documents.data,
    listed,
    isIncluded: (id: string) => included.has(id),
    include: (id: string, on: boolean) => {
      setIncluded((ids) => {
        const next = new Set(ids);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      });
      changed();
    },
    move: (index: number, by: -1 | 1) => setArranged(moved(listed, index, by)),
    /** A document found by a search: ticked, at the end of the list (where it is, when it is listed already). */
    add: (document: PackageDocument) => {
      if (!listed.some((d) => d.id === document.id)) setArranged([...listed, document]);
      setIncluded((ids) => new Set([...ids, document.id]));
      changed();
    },
    chooseTemplate: (templateId: string | null) => {
      form.setFieldValue('templateId', templateId);
      preview.clear();
    },
    preview,
    /** The chosen template filled for this demand. */
    showPreview: () => {
      const templateId = form.getValues().templateId;
      if (templateId) void preview.show({ negotiationId: entry.id, templateId });
      else preview.refuse('Choose a cover letter template to preview it.');
    },
  };
}

export type DemandPackage = ReturnType<typeof useDemandPackage>;

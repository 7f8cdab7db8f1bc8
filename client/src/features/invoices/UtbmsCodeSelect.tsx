import { useQuery } from '@apollo/client/react';
import { Select, Text, type ComboboxItem, type ComboboxParsedItem } from '@mantine/core';
import { UtbmsCodesDocument } from '../../gql/graphql';

/** A UTBMS code and its ABA name. */
export interface UtbmsCodeOption {
  code: string;
  name: string;
}

/** The ABA task and activity codes invoice lines take, from the server (read once). */
export function useUtbmsCodes() {
  const { data } = useQuery(UtbmsCodesDocument, { fetchPolicy: 'cache-first' });
  return { tasks: data?.utbmsCodes.tasks ?? [], activities: data?.utbmsCodes.activities ?? [] };
}

const isItem = (option: ComboboxParsedItem): option is ComboboxItem => 'value' in option;

/**
 * A line's UTBMS code: the field (narrow, in the line's row) shows the code, the list the code and
 * its name, and typing finds either ("depo" finds L330 Depositions). A code the line already has
 * that is not in the set stays shown (the server says what is wrong with it on saving). The field's ×
 * takes the code off (in place of the arrow, so the code keeps its room).
 */
export function UtbmsCodeSelect({
  label,
  placeholder,
  codes,
  value,
  error,
  onChange,
}: {
  label: string;
  placeholder: string;
  codes: readonly UtbmsCodeOption[];
  value: string;
  error?: React.ReactNode;
  onChange: (code: string) => void;
}) {
  const names = new Map(codes.map((option) => [option.code, option.name]));
  const data = codes.map((option) => option.code);
  if (value && !names.has(value)) data.unshift(value);
  return (
    <Select
      aria-label={label}
      placeholder={placeholder}
      data={data}
      value={value || null}
      onChange={(code) => onChange(code ?? '')}
      error={error}
      searchable
      clearable
      clearSectionMode="clear"
      nothingFoundMessage="No such code"
      comboboxProps={{ width: 340, position: 'bottom-start' }}
      filter={({ options, search }) => {
        const words = search.trim().toLowerCase();
        return options.filter((option) => isItem(option) && `${option.value} ${names.get(option.value) ?? ''}`.toLowerCase().includes(words));
      }}
      renderOption={({ option }) => (
        <Text fz="sm">
          <Text span fw={600} fz="sm">
            {option.value}
          </Text>{' '}
          {names.get(option.value) ?? ''}
        </Text>
      )}
    />
  );
}

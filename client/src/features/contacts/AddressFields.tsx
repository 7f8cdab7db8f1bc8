import { Checkbox, Select, SimpleGrid, TextInput } from '@mantine/core';
import { ADDRESS_TYPES, type AddressValues } from './contactForm';
import { maxLengthOf } from '../../ui/limits';

/**
 * The fields of one address (section 3: type, address 1 and 2, zip, city, county, state, country,
 * comments), each with its message; the row's own (an empty row) shows under "Use organization's address".
 */
export function AddressFields({
  address,
  onChange,
  errorOf,
}: {
  address: AddressValues;
  onChange: (address: AddressValues) => void;
  errorOf?: (field: keyof AddressValues) => string | undefined;
}) {
  const text = (field: 'address1' | 'address2' | 'zip' | 'city' | 'county' | 'state' | 'country' | 'comments', label: string) => (
    <TextInput label={label} maxLength={maxLengthOf('ContactAddressInput', field)} value={address[field]} error={errorOf?.(field)} onChange={(e) => onChange({ ...address, [field]: e.currentTarget.value })} />
  );
  return (
    <>
      <Checkbox
        label="Use organization's address"
        checked={address.useOrgAddress}
        error={errorOf?.('useOrgAddress')}
        onChange={(e) => onChange({ ...address, useOrgAddress: e.currentTarget.checked })}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Select label="Address Type" data={ADDRESS_TYPES} value={address.addressType} error={errorOf?.('addressType')} onChange={(addressType) => onChange({ ...address, addressType })} />
        {text('address1', 'Address 1')}
        {text('address2', 'Address 2')}
        {text('zip', 'Zip')}
        {text('city', 'City')}
        {text('county', 'County')}
        {text('state', 'State')}
        {text('country', 'Country')}
        {text('comments', 'Address Comments')}
      </SimpleGrid>
    </>
  );
}

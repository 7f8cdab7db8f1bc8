import { Button, Group, Modal, Switch, Tabs } from '@mantine/core';
import { AddressPanel, ContactPanel, ContactTypePanel, MiscellaneousPanel } from './NewContactPanels';
import { PhoneTable } from './PhoneTable';
import { problemTabProps } from './ProblemDot';
import { errorsAfterRowsChange } from './contactRules';
import { useNewContactForm } from './useNewContactForm';
import { FormProblem } from '../../ui/FormProblem';
import { UnsavedChangesDialog } from '../../ui/UnsavedChangesDialog';

/**
 * Add New Contact (the contact list's five-tab dialog): Contact, Address, Miscellaneous, Phones,
 * Contact Type; every field of the contact form. "Show Active Only" on each tab hides what is
 * switched off (inactive rows of the lists, unset optional fields).
 */
export function NewContactDialog({ opened, onClose, onSaved }: { opened: boolean; onClose: () => void; onSaved: (name: string) => void }) {
  const { form, tab, setTab, activeOnly, setActiveOnly, formError, saving, close, modalProps, leaveDialog, submit, tabsToFix } = useNewContactForm({ onClose, onSaved });
  const tabProps = (value: string) => ({ value, ...problemTabProps(tabsToFix.has(value)) });

  const activeToggle = (
    <Switch label="Show Active Only" checked={activeOnly} onChange={(e) => setActiveOnly(e.currentTarget.checked)} mb="sm" />
  );

  return (
    <>
      <Modal opened={opened} {...modalProps} title="Add New Contact" size={860} centered>
        <form onSubmit={submit} noValidate>
          <FormProblem problem={formError} mb="md" />
          <Tabs value={tab} onChange={setTab} keepMounted={false}>
            <Tabs.List mb="md">
              <Tabs.Tab {...tabProps('contact')}>Contact</Tabs.Tab>
              <Tabs.Tab {...tabProps('address')}>Address</Tabs.Tab>
              <Tabs.Tab {...tabProps('miscellaneous')}>Miscellaneous</Tabs.Tab>
              <Tabs.Tab {...tabProps('phones')}>Phones</Tabs.Tab>
              <Tabs.Tab {...tabProps('contactType')}>Contact Type</Tabs.Tab>
            </Tabs.List>

            <Tabs.Panel value="contact">
              {activeToggle}
              <ContactPanel form={form} />
            </Tabs.Panel>

            <Tabs.Panel value="address">
              {activeToggle}
              <AddressPanel form={form} activeOnly={activeOnly} />
            </Tabs.Panel>

            <Tabs.Panel value="miscellaneous">
              {activeToggle}
              <MiscellaneousPanel form={form} />
            </Tabs.Panel>

            <Tabs.Panel value="phones">
              {activeToggle}
              <PhoneTable
                phones={form.values.phones}
                onChange={(phones) => {
                  form.setErrors(errorsAfterRowsChange(form.errors, 'phones', form.getValues().phones, phones));
                  form.setFieldValue('phones', phones);
                }}
                errorOf={(index, field) => form.errors[`phones.${index}.${field}`] as string | undefined}
                hideEmpty={activeOnly}
              />
            </Tabs.Panel>

            <Tabs.Panel value="contactType">
              {activeToggle}
              <ContactTypePanel form={form} activeOnly={activeOnly} />
            </Tabs.Panel>
          </Tabs>

          <Group justify="flex-end" mt="xl">
            <Button variant="default" onClick={close}>Cancel</Button>
            <Button type="submit" loading={saving}>Save &amp; Close</Button>
          </Group>
        </form>
      </Modal>
      <UnsavedChangesDialog {...leaveDialog} />
    </>
  );
}

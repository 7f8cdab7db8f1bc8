import { Alert, Button, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy, IconMailOff } from '@tabler/icons-react';

export interface InvitationLink {
  url: string;
  expiresAt: string;
  /** Who it is for ("Pat Person"). */
  name: string;
}

/** The link a server without mail returns, made absolute for this address. */
export function absoluteLink(url: string): string {
  return new URL(url, window.location.origin).toString();
}

/**
 * Shows a sign-in invitation link to pass on by hand: there is no mail server, so the admin copies
 * it and sends it to the person (it works once and expires).
 */
export function InvitationLinkDialog({ invitation, onClose }: { invitation: InvitationLink | null; onClose: () => void }) {
  const link = invitation ? absoluteLink(invitation.url) : '';
  const expires = invitation
    ? new Date(invitation.expiresAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })
    : '';
  return (
    <Modal opened={invitation !== null} onClose={onClose} title="Invitation link" size={640} centered>
      {invitation && (
        <Stack gap="md">
          <Alert color="yellow" variant="light" icon={<IconMailOff size={18} />}>
            No mail server is configured: send this link to the user.
          </Alert>
          <Text fz="sm">
            {invitation.name} opens it to choose a password and is then signed in. The link works once and expires on {expires}.
          </Text>
          <Group gap="xs" wrap="nowrap" align="flex-end">
            <TextInput label="Sign-in link" value={link} readOnly flex={1} onFocus={(event) => event.currentTarget.select()} />
            <CopyButton value={link}>
              {({ copied, copy }) => (
                <Button
                  onClick={copy}
                  color={copied ? 'teal' : 'navy'}
                  leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                  w={120}
                >
                  {copied ? 'Copied' : 'Copy link'}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Done
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

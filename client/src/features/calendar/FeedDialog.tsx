import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { CalendarFeedDocument, ResetCalendarFeedDocument, RevokeCalendarFeedDocument } from '../../gql/graphql';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { localTimeFormat } from '../../lib/localTime';

const when = localTimeFormat({ dateStyle: 'medium', timeStyle: 'short' }, 'en-US');

/**
 * Your private calendar subscription: a secret address for Outlook, Google or Apple Calendar.
 * The address is shown once, when made; making a new one or revoking (asked first) stops the old one.
 */
export function FeedDialog({ onClose }: { onClose: () => void }) {
  const { data, refetch } = useQuery(CalendarFeedDocument, { fetchPolicy: 'network-only' });
  const [url, setUrl] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [reset, resetting] = useMutation(ResetCalendarFeedDocument);
  const [revoke, revoking] = useMutation(RevokeCalendarFeedDocument);
  const [askingRevoke, setAskingRevoke] = useState(false);
  const feed = data?.calendarFeed;

  const make = async () => {
    setProblem(null);
    try {
      const result = await reset();
      setUrl(result.data?.resetCalendarFeed.url ?? null);
      await refetch();
    } catch {
      setProblem("The subscription address couldn't be made. Please try again.");
    }
  };
  const stop = async () => {
    setAskingRevoke(false);
    setProblem(null);
    try {
      await revoke();
      setUrl(null);
      await refetch();
    } catch {
      setProblem("The subscription couldn't be revoked. Please try again.");
    }
  };

  return (
    <Modal opened onClose={onClose} title="Subscribe to your calendar" size={600} centered>
      <Stack gap="md">
        {problem && <Alert color="red">{problem}</Alert>}
        <Text fz="sm">
          Add your Matterhorn events and the due dates of your tasks to Outlook, Google Calendar or Apple Calendar. Anyone with the address can read
          your calendar, so keep it to yourself; make a new one (or revoke it) if it gets out.
        </Text>
        {url ? (
          <>
            <TextInput label="Subscription address" value={url} readOnly onFocus={(event) => event.currentTarget.select()} />
            <Group gap="sm">
              <CopyButton value={url}>{({ copied, copy }) => <Button onClick={copy}>{copied ? 'Copied' : 'Copy address'}</Button>}</CopyButton>
              <Button component="a" variant="default" href={url.replace(/^https?:/, 'webcal:')}>
                Open in calendar app
              </Button>
            </Group>
            <Text fz="xs" c="dimmed">
              This address is shown only now. In Outlook: Add calendar → Subscribe from web. In Google Calendar: Other calendars → From URL. On a Mac:
              File → New Calendar Subscription.
            </Text>
          </>
        ) : feed ? (
          <Text fz="sm">
            You have a subscription, made {when.format(new Date(feed.createdAt as string))}
            {feed.lastUsedAt ? `, last read by a calendar app ${when.format(new Date(feed.lastUsedAt as string))}` : ', not read by a calendar app yet'}.
          </Text>
        ) : (
          <Text fz="sm" c="dimmed">
            You have no subscription.
          </Text>
        )}
        <Group justify="space-between">
          {feed ? (
            <Button color="red" variant="subtle" onClick={() => setAskingRevoke(true)} loading={revoking.loading}>
              Revoke
            </Button>
          ) : (
            <span />
          )}
          <Group gap="sm">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button onClick={() => void make()} loading={resetting.loading}>
              {feed ? 'Make a new address' : 'Make my subscription address'}
            </Button>
          </Group>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={askingRevoke}
        title="Revoke subscription"
        message="Calendar apps reading this address stop getting your events. You can make a new address at any time."
        confirmLabel="Revoke"
        onConfirm={() => void stop()}
        onCancel={() => setAskingRevoke(false)}
      />
    </Modal>
  );
}

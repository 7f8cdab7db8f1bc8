import { useMutation, useQuery } from '@apollo/client/react';
import { Avatar, Badge, Box, Button, Group, Loader, ScrollArea, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconSearch } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ConversationsDocument, MessageRecipientsDocument, StartConversationDocument } from '../../gql/graphql';
import { initials } from '../../ui/format';
import { useViewer } from '../../lib/viewer';
import { serverProblem } from '../../ui/serverProblem';
import { shortTime } from './presence';
import { useMessageEvents } from './useMessageEvents';

/**
 * The side navigation on /message: Go Back, Search Contacts (staff search the firm's people on the
 * server) and the Direct Messages list, most recent first, kept live.
 */
export function MessagesPanel({ onNavigate }: { onNavigate?: () => void }) {
  const viewer = useViewer();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const active = params.get('c');
  const staff = viewer.role !== 'CLIENT';
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const { data, loading, refetch } = useQuery(ConversationsDocument, { variables: { page: 1 }, fetchPolicy: 'cache-and-network' });
  const recipients = useQuery(MessageRecipientsDocument, { variables: { search: debounced }, skip: !staff || !debounced });
  const [start] = useMutation(StartConversationDocument);
  const refresh = useRef<ReturnType<typeof setTimeout> | null>(null);
  useMessageEvents(() => {
    if (refresh.current) clearTimeout(refresh.current);
    refresh.current = setTimeout(() => void refetch(), 250);
  });

  const open = (conversationId: string) => {
    navigate(`/message?c=${conversationId}`);
    onNavigate?.();
  };
  const startWith = async (userId: string) => {
    setSearch('');
    try {
      const result = await start({ variables: { userId } });
      await refetch();
      if (result.data) open(result.data.startConversation.id);
    } catch (failure) {
      notifications.show({ color: 'red', message: serverProblem(failure, "The conversation couldn't be opened.").message });
    }
  };

  const conversations = data?.conversations.items ?? [];
  return (
    <Stack gap="sm" h="100%" style={{ minHeight: 0 }}>
      {staff && (
        <Button variant="subtle" color="gray" justify="flex-start" leftSection={<IconArrowLeft size={18} />} onClick={() => navigate(-1)}>
          Go Back
        </Button>
      )}
      {staff && (
        <TextInput
          placeholder="Search Contacts"
          aria-label="Search Contacts"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
      )}
      {staff && debounced && (
        <Box>
          {recipients.loading && <Loader size="xs" />}
          {(recipients.data?.messageRecipients.items ?? []).map((person) => (
            <UnstyledButton key={person.id} onClick={() => void startWith(person.id)} w="100%" p={6} style={{ borderRadius: 8 }}>
              <Group gap="sm" wrap="nowrap">
                <Avatar src={person.avatarUrl} radius="xl" size={30} color="navy">
                  {initials(person.fullName)}
                </Avatar>
                <Text fz="sm">{person.fullName}</Text>
              </Group>
            </UnstyledButton>
          ))}
          {!recipients.loading && recipients.data?.messageRecipients.items.length === 0 && (
            <Text fz="sm" c="dimmed">
              No one found
            </Text>
          )}
        </Box>
      )}
      <Text fz="xs" fw={700} c="dimmed" tt="uppercase" mt="xs">
        Direct Messages
      </Text>
      {/* Vertical only: a long name or message ends in '…' rather than widening the list. */}
      <ScrollArea style={{ flex: 1 }} scrollbars="y">
        {loading && conversations.length === 0 && <Loader size="sm" />}
        {!loading && conversations.length === 0 && (
          <Text fz="sm" c="dimmed">
            {staff ? 'No conversations yet. Search for someone to write to.' : 'No messages yet.'}
          </Text>
        )}
        <Stack gap={2} role="list" aria-label="Direct Messages">
          {conversations.map((conversation) => {
            const name = conversation.other?.fullName ?? 'Former user';
            const preview = conversation.lastMessage ? `${conversation.lastMessage.senderId === viewer.id ? 'You: ' : ''}${conversation.lastMessage.body}` : 'No messages yet';
            return (
              <UnstyledButton
                key={conversation.id}
                role="listitem"
                aria-label={`${name}${conversation.unreadCount ? `, ${conversation.unreadCount} unread` : ''}`}
                aria-current={conversation.id === active ? 'true' : undefined}
                onClick={() => open(conversation.id)}
                p={8}
                style={{ borderRadius: 8, background: conversation.id === active ? 'var(--mantine-color-navy-0)' : undefined }}
              >
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <Avatar src={conversation.other?.avatarUrl} radius="xl" size={36} color="navy">
                    {initials(name)}
                  </Avatar>
                  <Box style={{ flex: 1, minWidth: 0 }}>
                    <Group justify="space-between" gap={4} wrap="nowrap">
                      <Text fz="sm" fw={conversation.unreadCount ? 700 : 500} truncate="end" title={name}>
                        {name}
                      </Text>
                      <Text fz={11} c="dimmed" style={{ flexShrink: 0 }}>
                        {shortTime(conversation.lastMessage?.createdAt as string | undefined)}
                      </Text>
                    </Group>
                    <Group justify="space-between" gap={4} wrap="nowrap">
                      <Text fz="xs" c="dimmed" truncate="end" title={preview}>
                        {preview}
                      </Text>
                      {conversation.unreadCount > 0 && (
                        <Badge size="sm" circle>
                          {conversation.unreadCount}
                        </Badge>
                      )}
                    </Group>
                  </Box>
                </Group>
              </UnstyledButton>
            );
          })}
        </Stack>
      </ScrollArea>
    </Stack>
  );
}

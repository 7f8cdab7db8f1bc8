import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Alert, Anchor, Box, Button, Center, Loader, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { AcceptInvitationDocument, InvitationDocument, MeDocument } from '../../gql/graphql';
import { PASSWORD_HINT, PASSWORD_MAX_LENGTH, passwordProblem } from '../../lib/password';
import { serverProblem, UNREACHABLE } from '../../ui/serverProblem';
import classes from './SignInPage.module.css';

/**
 * /invitation?token=… (public): the person invited by their firm chooses a password and is signed in.
 * An unknown, used, replaced or expired link says so and what to do.
 */
export function InvitationPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { data, loading, error } = useQuery(InvitationDocument, { variables: { token }, skip: !token, fetchPolicy: 'network-only' });

  let body;
  if (!token) {
    body = <LinkProblem message="This invitation link is not valid. Check that you copied the whole link, or ask your firm administrator for a new one." />;
  } else if (loading && !data) {
    body = (
      <Center py="xl">
        <Loader size="sm" aria-label="Loading" />
      </Center>
    );
  } else if (error || !data) {
    body = <LinkProblem message={serverProblem(error, UNREACHABLE).message} />;
  } else {
    body = <ChoosePassword token={token} invitation={data.invitation} />;
  }

  return (
    <Box className={classes.page} style={{ gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box className={classes.formSide}>
        <Paper className={classes.card} shadow="md" p={36} withBorder>
          {body}
        </Paper>
      </Box>
    </Box>
  );
}

function LinkProblem({ message }: { message: string }) {
  return (
    <Stack gap="md">
      <Title order={2} fz={24}>
        Invitation
      </Title>
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
        {message}
      </Alert>
      <Anchor component={Link} to="/signin" fz="sm">
        Go to sign-in
      </Anchor>
    </Stack>
  );
}

function ChoosePassword({ token, invitation }: { token: string; invitation: { email: string; firstName: string; firmName?: string | null } }) {
  const navigate = useNavigate();
  const client = useApolloClient();
  const [accept, { loading }] = useMutation(AcceptInvitationDocument);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { password: '', confirm: '' },
    validate: {
      password: passwordProblem,
      confirm: (v, values) => (v === values.password ? null : 'The passwords do not match.'),
    },
  });

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    try {
      const { data } = await accept({ variables: { input: { token, password: values.password } } });
      if (!data) return;
      // Whatever this tab knew belonged to no one or someone else: start from the new user.
      await client.clearStore();
      client.cache.writeQuery({ query: MeDocument, data: { me: data.acceptInvitation } });
      navigate('/', { replace: true });
    } catch (error) {
      const problem = serverProblem(error, UNREACHABLE);
      if (problem.fields?.password) form.setErrors({ password: problem.fields.password });
      else setFormError(problem.message);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <div>
          <Title order={2} fz={24}>
            Welcome, {invitation.firstName}
          </Title>
          <Text c="dimmed" fz="sm" mt={4}>
            {invitation.firmName ? `${invitation.firmName} invited you to Matterhorn. ` : ''}Choose a password for {invitation.email}.
          </Text>
        </div>
        {formError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {formError}
          </Alert>
        )}
        <PasswordInput
          label="New password"
          description={PASSWORD_HINT}
          autoComplete="new-password"
          autoFocus
          maxLength={PASSWORD_MAX_LENGTH}
          {...form.getInputProps('password')}
        />
        <PasswordInput label="Repeat the password" autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} {...form.getInputProps('confirm')} />
        <Button type="submit" loading={loading} fullWidth mt="xs">
          Set password and sign in
        </Button>
      </Stack>
    </form>
  );
}

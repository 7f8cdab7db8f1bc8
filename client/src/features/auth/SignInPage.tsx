import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Box, Button, Group, Paper, PasswordInput, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconInfoCircle, IconMountain } from '@tabler/icons-react';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { MeDocument, SignInDocument } from '../../gql/graphql';
import { safeNextPath, signedOutMessage } from './session';
import classes from './SignInPage.module.css';
import { UNREACHABLE } from '../../ui/serverProblem';
import { maxLengthOf } from '../../ui/limits';

interface FieldError {
  field: string;
  messages: string[];
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Sign in with email and password, then back to `?next=`; `?signedOut=` (why a session ended) is said above the form. */
export function SignInPage() {
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const signedOut = signedOutMessage(params.get('signedOut'));
  const navigate = useNavigate();
  const me = useQuery(MeDocument);
  const [signIn, { loading }] = useMutation(SignInDocument);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: {
      email: (value) =>
        !value.trim() ? 'Enter your email address.' : EMAIL_PATTERN.test(value.trim()) ? null : 'Enter a valid email address.',
      password: (value) => (value ? null : 'Enter your password.'),
    },
  });

  if (me.data?.me) return <Navigate to={next} replace />;

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    try {
      await signIn({
        variables: { input: { email: values.email.trim(), password: values.password } },
        update: (cache, { data }) => {
          if (data) cache.writeQuery({ query: MeDocument, data: { me: data.login } });
        },
      });
      navigate(next, { replace: true });
    } catch (error) {
      if (!CombinedGraphQLErrors.is(error)) {
        setFormError(UNREACHABLE);
        return;
      }
      const [first] = error.errors;
      const fields = first?.extensions?.fields as FieldError[] | undefined;
      if (first?.extensions?.code === 'BAD_USER_INPUT' && fields?.length) {
        form.setErrors(Object.fromEntries(fields.map((f) => [f.field.replace(/^input\./, ''), f.messages[0]])));
        return;
      }
      setFormError(first?.message ?? 'Sign-in failed. Please try again.');
      form.setFieldValue('password', '');
    }
  });

  return (
    <Box className={classes.page}>
      <Box className={classes.brand} visibleFrom="md">
        <Group gap="sm">
          <ThemeIcon size={44} radius="md" color="navy" variant="white">
            <IconMountain size={28} stroke={1.8} />
          </ThemeIcon>
          <Text fz={26} fw={700} c="white">
            Matterhorn
          </Text>
        </Group>
        <Box maw={420}>
          <Title order={1} c="white" fz={38} lh={1.15}>
            Every case, deadline and conversation in one place.
          </Title>
          <Text c="navy.1" mt="md" fz="lg">
            Practice management for personal-injury firms: intake, matters, tasks, calendar, documents and billing.
          </Text>
        </Box>
        <Text c="navy.2" fz="sm">
          Client data stays private to your firm.
        </Text>
      </Box>

      <Box className={classes.formSide}>
        <Paper className={classes.card} shadow="md" p={36} withBorder>
          {signedOut && (
            <Alert color="navy" variant="light" icon={<IconInfoCircle size={18} />} role="status" mb="lg">
              {signedOut}
            </Alert>
          )}
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <div>
                <Title order={2} fz={26}>
                  Sign in
                </Title>
                <Text c="dimmed" fz="sm" mt={4}>
                  Use the email address your firm registered for you.
                </Text>
              </div>
              {formError && (
                <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
                  {formError}
                </Alert>
              )}
              <TextInput
                label="Email"
                type="email"
                autoComplete="username"
                placeholder="you@yourfirm.com"
                size="md"
                autoFocus
                maxLength={maxLengthOf('SignInInput', 'email')}
                {...form.getInputProps('email')}
              />
              <PasswordInput
                label="Password"
                autoComplete="current-password"
                size="md"
                maxLength={maxLengthOf('SignInInput', 'password')}
                {...form.getInputProps('password')}
              />
              <Button type="submit" size="md" loading={loading} fullWidth mt="xs">
                Sign in
              </Button>
            </Stack>
          </form>
        </Paper>
      </Box>
    </Box>
  );
}

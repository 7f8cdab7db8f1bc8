import { Alert, type MantineSpacing } from '@mantine/core';

/** What went wrong with a form as a whole (the server's sentence), announced to screen readers; nothing when all is well. */
export function FormProblem({ problem, mb }: { problem: string | null | undefined; mb?: MantineSpacing }) {
  return problem ? (
    <Alert color="red" role="alert" mb={mb}>
      {problem}
    </Alert>
  ) : null;
}

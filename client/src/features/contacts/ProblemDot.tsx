import { Box } from '@mantine/core';

/** The mark of a tab holding a field to fix (not part of the tab's name; the tab says it in its description). */
export function ProblemDot() {
  return <Box aria-hidden w={8} h={8} bg="red.6" style={{ borderRadius: '50%' }} data-testid="problem-dot" />;
}

/** A tab's props when it holds a field to fix: the red mark and a description saying so. */
export const problemTabProps = (hasProblem: boolean) =>
  hasProblem ? { rightSection: <ProblemDot />, 'aria-description': 'Has a field to fix' } : {};

import { Center, Loader } from '@mantine/core';

/** Shown while the signed-in user or a page's code is loading. */
export function PageLoader() {
  return (
    <Center h="100vh">
      <Loader aria-label="Loading" />
    </Center>
  );
}

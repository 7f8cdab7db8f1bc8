import { useLocalStorage } from '@mantine/hooks';

/**
 * Which optional columns of a table the user turned on (all off until they do), kept in this
 * browser for the next visit. `table` names the table: "cases", "caseBrowse".
 */
export function useColumnChoice(table: string) {
  const [shown, setShown] = useLocalStorage<string[]>({ key: `matterhorn:columns:${table}`, defaultValue: [], getInitialValueInEffect: false });
  return {
    shown: new Set(shown),
    toggle: (key: string, on: boolean) => setShown((keys) => (on ? [...keys.filter((k) => k !== key), key] : keys.filter((k) => k !== key))),
  };
}

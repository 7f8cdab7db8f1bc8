import { Text, type TextProps } from '@mantine/core';
import { browserTimeZone, zoneLabel } from '../lib/timeZones';
import { useViewer } from '../lib/viewer';

/**
 * Times on screen are the browser's; what the server writes (notifications, reminders, documents,
 * exports) is in the firm's zone. When the two differ, this says so, once, where times are shown
 * or entered. Nothing when they agree.
 */
export function ZoneNote(props: TextProps) {
  const firmZone = useViewer().firm?.timeZone;
  const mine = browserTimeZone();
  if (!firmZone || firmZone === mine) return null;
  return (
    <Text fz="xs" c="dimmed" data-testid="zone-note" {...props}>
      Times are shown in your time zone, {zoneLabel(mine)}. Your firm&apos;s is {zoneLabel(firmZone)}: notifications, reminders and documents use it.
    </Text>
  );
}

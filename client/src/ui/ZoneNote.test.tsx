import { screen } from '@testing-library/react';
import { browserTimeZone } from '../lib/timeZones';
import { renderScreen, viewerWith } from '../test/render';
import { ZoneNote } from './ZoneNote';

const viewerInZone = (timeZone: string) => {
  const viewer = viewerWith('ATTORNEY');
  return { ...viewer, firm: { ...viewer.firm!, timeZone } };
};

describe('ZoneNote', () => {
  it("says which zone the screen shows when the browser's differs from the firm's", () => {
    const elsewhere = browserTimeZone() === 'Asia/Tokyo' ? 'America/New_York' : 'Asia/Tokyo';
    renderScreen(<ZoneNote />, { viewer: viewerInZone(elsewhere) });
    expect(screen.getByTestId('zone-note')).toHaveTextContent(
      `Times are shown in your time zone, ${browserTimeZone().replace(/_/g, ' ')}. Your firm's is ${elsewhere.replace(/_/g, ' ')}: notifications, reminders and documents use it.`,
    );
  });

  it('says nothing when they agree', () => {
    renderScreen(<ZoneNote />, { viewer: viewerInZone(browserTimeZone()) });
    expect(screen.queryByTestId('zone-note')).not.toBeInTheDocument();
  });
});

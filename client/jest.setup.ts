import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// jsdom lacks the layout APIs Mantine's components use.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => {};

// Dialog-heavy screens type a lot through user-event; a busy 2-core machine needs more than 5 s.
jest.setTimeout(20_000);
// A screen's answer from its mocked server (and a debounce before it) is waited for up to 3 s, not
// Testing Library's 1 s: under CI's load a wait for it timed out at 1 s (waitFor and findBy alike).
configure({ asyncUtilTimeout: 3000 });

import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** Matterhorn navy: calm and trustworthy, with enough contrast for text on white. */
const navy: MantineColorsTuple = [
  '#eef3ff',
  '#dce4f9',
  '#b6c6ee',
  '#8da6e4',
  '#6b8bdb',
  '#5579d6',
  '#4970d4',
  '#3a5fbc',
  '#3054a9',
  '#1e3a8a',
];

export const theme = createTheme({
  primaryColor: 'navy',
  primaryShade: 8,
  colors: { navy },
  fontFamily: "'Inter Variable', Inter, 'Inter Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  headings: {
    fontFamily: "'Inter Variable', Inter, 'Inter Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    fontWeight: '650',
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Paper: { defaultProps: { radius: 'lg' } },
    // A status, priority or count badge is short and must read whole ("IN PROGRESS", never "IN PR…"):
    // Mantine's badge hides its overflow with an ellipsis and, as a flex or grid item, may shrink
    // below its text. Here it keeps its text's width, and its table column or row makes room.
    Badge: {
      styles: {
        root: { overflow: 'visible', flexShrink: 0, minWidth: 'max-content' },
        label: { overflow: 'visible', textOverflow: 'clip' },
      },
    },
    // Every toast's close button is named (axe: button-name), whoever shows the toast.
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Dismiss' } } },
    // A spinner is a status: its name ("Loading") is read out. Mantine draws it as a bare span, on
    // which an aria-label is not allowed (axe: aria-prohibited-attr, whenever a list was loading).
    Loader: { defaultProps: { role: 'status' } },
  },
});

/**
 * Mantine's "dimmed" grey (#868e96) is 3.3:1 on white, under WCAG AA's 4.5:1 for body text; this
 * grey is 6.3:1 and still reads as secondary. (Dark scheme unchanged: the app is light only.)
 * axe-core checks every route for this (tests/e2e/accessibility.e2e.test.ts).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c636a',
    // Status text and light badges (text on a pale tint of its colour) reach 4.5:1 in these darker tones.
    '--mantine-color-red-7': '#c92a2a',
    '--mantine-color-red-text': '#c92a2a',
    '--mantine-color-red-filled': '#c92a2a',
    '--mantine-color-green-8': '#237032',
    '--mantine-color-green-text': '#237032',
    '--mantine-color-green-filled': '#2b8a3e',
    '--mantine-color-teal-8': '#087f5b',
    '--mantine-color-red-light-color': '#a61e1e',
    '--mantine-color-green-light-color': '#1e6b30',
    '--mantine-color-yellow-light-color': '#7a4a00',
    '--mantine-color-orange-light-color': '#8f3f00',
    '--mantine-color-teal-light-color': '#0b6b5c',
    '--mantine-color-blue-light-color': '#1559a8',
    '--mantine-color-cyan-light-color': '#0b6275',
    '--mantine-color-grape-light-color': '#7a2a8f',
    '--mantine-color-violet-light-color': '#5a35b0',
    '--mantine-color-indigo-light-color': '#3b45a8',
    '--mantine-color-pink-light-color': '#a3195b',
    '--mantine-color-lime-light-color': '#4a6b00',
    '--mantine-color-gray-light-color': '#495057',
  },
  dark: {},
});

import { createTheme, type MantineColorsTuple } from '@mantine/core';

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
  fontFamily: "'Inter Variable', Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  headings: {
    fontFamily: "'Inter Variable', Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    fontWeight: '650',
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Paper: { defaultProps: { radius: 'lg' } },
  },
});

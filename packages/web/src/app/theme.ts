import { createTheme, type MantineColorsTuple } from '@mantine/core';

// A calm leaf green: light tints for backgrounds, the 7th shade for actions.
const herbal: MantineColorsTuple = [
  '#eef8f1',
  '#dcefe2',
  '#b6dec3',
  '#8dcca2',
  '#6bbd86',
  '#55b374',
  '#3f9c5f',
  '#2f7a4b',
  '#26663e',
  '#1a4f2f',
];

export const theme = createTheme({
  primaryColor: 'herbal',
  primaryShade: 7,
  colors: { herbal },
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
    fontWeight: '700',
  },
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Notification: { defaultProps: { withBorder: true } },
  },
});

import {
  createTheme,
  DEFAULT_THEME,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';

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

/**
 * Mantine's palette with shades 7–9 darkened: shade 7 is what filled badges, coloured text and
 * light badges use, and it must read at 4.5:1 or better on white and on the pale tints (WCAG AA).
 */
function readable(name: 'red' | 'green' | 'orange', dark: [string, string, string]) {
  const [zero, one, two, three, four, five, six] = DEFAULT_THEME.colors[name];
  return [zero, one, two, three, four, five, six, ...dark] as unknown as MantineColorsTuple;
}

export const theme = createTheme({
  primaryColor: 'herbal',
  primaryShade: 7,
  colors: {
    herbal,
    red: readable('red', ['#c92a2a', '#b02525', '#8f1f1f']),
    green: readable('green', ['#2a7a38', '#237032', '#1b5c28']),
    orange: readable('orange', ['#b84000', '#a63c00', '#8a3200']),
  },
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

/** Secondary ("dimmed") text at 5.3:1 or better on white and the pale green panels. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5f6670' },
  dark: {},
});

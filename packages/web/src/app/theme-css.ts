import {
  convertCssVariables,
  defaultCssVariablesResolver,
  DEFAULT_THEME,
  mergeMantineTheme,
} from '@mantine/core';
import { cssVariablesResolver, theme } from '../config/theme';

/**
 * The theme's CSS variables as MantineProvider would set them, for `theme-variables.css`: the
 * storefront draws without MantineProvider, so its colours, fonts and spacing come from that
 * static file, which a test holds equal to this.
 */
export function themeCss(): string {
  const merged = mergeMantineTheme(DEFAULT_THEME, theme);
  const base = defaultCssVariablesResolver(merged);
  const own = cssVariablesResolver(merged);
  // The shop is drawn light only, so the light scheme's values apply without the attribute
  // MantineProvider would set on <html>.
  return convertCssVariables({
    variables: { ...base.variables, ...own.variables, ...base.light, ...own.light },
    light: {},
    dark: {},
  });
}

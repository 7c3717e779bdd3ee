// What the first page draws needs none of Mantine's component styles: only its reset and base
// rules, and the theme's variables written out (theme-variables.css), which the storefront's own
// CSS modules read. Screens loaded on demand bring Mantine's component styles (screen-styles.ts).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/global.css';
import '../theme-variables.css';

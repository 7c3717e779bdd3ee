import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { cssVariablesResolver, theme } from '../../config/theme';
import { FLASH_AUTO_CLOSE_MS } from './flash';

/** The flash toasts, loaded with the first flash. */
export default function FlashToasts() {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      {/* Bottom right: a flash never covers the cart, the account menu or the search box. */}
      <Notifications position="bottom-right" autoClose={FLASH_AUTO_CLOSE_MS} zIndex={1000} />
    </MantineProvider>
  );
}

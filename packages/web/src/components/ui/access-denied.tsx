import { Button } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ADMIN_AREAS, messages, permissionName, type AdminArea } from '@shop/shared';
import { paths } from '../../config/paths';
import { ScreenPage } from './screen-page';
import { StatusPanel } from './status-panel';

/**
 * A staff area's screen for staff it does not open to: its title over a calm explanation
 * instead of a failing screen.
 */
export function AreaDenied({ area }: { area: AdminArea }) {
  const { title, permission } = ADMIN_AREAS[area];
  // super_user opens every area, so it is named beside the area's own permission.
  const needed = permission === 'any' ? [] : [...new Set([permission, 'super_user'])];
  return (
    <ScreenPage title={title}>
      <StatusPanel
        icon={<IconLock size={26} aria-hidden />}
        title={messages.errors.forbidden}
        color="gray"
        action={
          <Button component={Link} to={paths.home} variant="light">
            Back to home
          </Button>
        }
      >
        {`Permission needed: ${needed.map(permissionName).join(' or ')}`}
      </StatusPanel>
    </ScreenPage>
  );
}

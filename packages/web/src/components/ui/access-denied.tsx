import { Button } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { messages } from '@shop/shared';
import { paths } from '../../config/paths';
import { StatusPanel } from './status-panel';

/** Staff without the area's permission get a calm explanation instead of a failing screen. */
export function AccessDenied({ permissions }: { permissions: readonly string[] }) {
  return (
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
      {`Permission needed: ${permissions.join(' or ')}`}
    </StatusPanel>
  );
}

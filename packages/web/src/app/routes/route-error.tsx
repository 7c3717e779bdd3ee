import { IconAlertTriangle } from '@tabler/icons-react';
import { messages } from '@shop/shared';
import { paths } from '../../config/paths';
import { Button, ButtonLink } from '../../components/base/button';
import { StatusRoute } from './status-route';

/** Shown instead of a blank page when a screen fails to load or throws while drawing. */
export function RouteError() {
  return (
    <StatusRoute
      title="Something went wrong"
      icon={<IconAlertTriangle size={28} aria-hidden />}
      color="red"
      actions={
        <>
          <Button onClick={() => window.location.reload()}>Reload the page</Button>
          <ButtonLink to={paths.home} variant="default" reloadDocument>
            Back to the shop
          </ButtonLink>
        </>
      }
    >
      {messages.errors.generic}
    </StatusRoute>
  );
}

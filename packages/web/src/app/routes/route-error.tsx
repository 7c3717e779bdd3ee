import { IconAlertTriangle } from '@tabler/icons-react';
import { messages } from '@shop/shared';
import { paths } from '../../config/paths';
import { Button, ButtonLink } from '../../components/base/button';
import layout from '../../components/base/layout.module.css';
import { usePageTitle } from '../../components/ui/use-page-title';
import { StatusPanel } from '../../components/ui/status-panel';
import classes from './status-route.module.css';

/** Shown instead of a blank page when a screen fails to load or throws while drawing. */
export function RouteError() {
  usePageTitle('Something went wrong');
  return (
    <div className={`${layout.container} ${classes.narrow}`}>
      <StatusPanel
        icon={<IconAlertTriangle size={28} aria-hidden />}
        color="red"
        title="Something went wrong"
        action={
          <div className={classes.actions}>
            <Button onClick={() => window.location.reload()}>Reload the page</Button>
            <ButtonLink to={paths.home} variant="default" reloadDocument>
              Back to the shop
            </ButtonLink>
          </div>
        }
      >
        {messages.errors.generic}
      </StatusPanel>
    </div>
  );
}

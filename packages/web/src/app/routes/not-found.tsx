import { IconLeaf } from '@tabler/icons-react';
import { paths } from '../../config/paths';
import { ButtonLink } from '../../components/base/button';
import layout from '../../components/base/layout.module.css';
import { usePageTitle } from '../../components/ui/use-page-title';
import { StatusPanel } from '../../components/ui/status-panel';
import classes from './status-route.module.css';

export function NotFoundRoute() {
  usePageTitle('Page not found');
  return (
    <div className={`${layout.container} ${classes.narrow}`}>
      <StatusPanel
        icon={<IconLeaf size={28} aria-hidden />}
        title="Page not found"
        action={
          <div className={classes.actions}>
            <ButtonLink to={paths.home}>Back to the shop</ButtonLink>
          </div>
        }
      >
        We could not find that page. It may have moved, or the link may be mistyped.
      </StatusPanel>
    </div>
  );
}

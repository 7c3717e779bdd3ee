import { IconLeaf } from '@tabler/icons-react';
import { paths } from '../../config/paths';
import { ButtonLink } from '../../components/base/button';
import { StatusRoute } from './status-route';

export function NotFoundRoute() {
  return (
    <StatusRoute
      title="Page not found"
      icon={<IconLeaf size={28} aria-hidden />}
      actions={<ButtonLink to={paths.home}>Back to the shop</ButtonLink>}
    >
      We could not find that page. It may have moved, or the link may be mistyped.
    </StatusRoute>
  );
}

import {
  IconCategory,
  IconLayoutDashboard,
  IconPackage,
  IconReceipt,
  IconTruckDelivery,
  IconUsers,
  IconBox,
  IconHistory,
  IconDiscount,
} from '@tabler/icons-react';
import { NavLink } from 'react-router';
import { ADMIN_AREA_KEYS, ADMIN_AREAS, canAccess, type AdminArea } from '@shop/shared';
import { useSession } from '../../lib/session';
import layout from '../base/layout.module.css';
import classes from './admin-nav.module.css';

const ICONS: Record<AdminArea, typeof IconUsers> = {
  dashboard: IconLayoutDashboard,
  employee: IconUsers,
  orders: IconPackage,
  category: IconCategory,
  product: IconBox,
  delivery: IconTruckDelivery,
  charge: IconReceipt,
  activity: IconHistory,
  promotions: IconDiscount,
};

/** The staff areas a user may open, in navigation order. */
function visibleAdminAreas(permissions: readonly string[]): AdminArea[] {
  return ADMIN_AREA_KEYS.filter((area) => canAccess(permissions, area));
}

/**
 * Staff see a strip of their areas under the main bar (visibility by permission);
 * on a narrow screen it wraps onto a second line, so every area stays in reach of a mouse,
 * a finger and the Tab key. Shoppers and visitors never see it.
 */
export function AdminNav() {
  const { user, isAdmin } = useSession();
  if (!user || !isAdmin) return null;
  const areas = visibleAdminAreas(user.permissions);

  return (
    <nav aria-label="Staff" className={classes.strip}>
      <div className={layout.container}>
        <ul className={classes.list}>
          {areas.map((area) => {
            const { label, path } = ADMIN_AREAS[area];
            const Icon = ICONS[area];
            return (
              <li key={area} className={classes.item}>
                <NavLink to={path} end={path === '/'} className={classes.link}>
                  <Icon size={16} aria-hidden />
                  {label}
                </NavLink>
              </li>
            );
          })}
        </ul>
      </div>
    </nav>
  );
}

import { useEffect, useRef, type ReactNode } from 'react';
import {
  IconHome,
  IconInfoCircle,
  IconLogin,
  IconLogout,
  IconPackage,
  IconShoppingCart,
  IconUser,
  IconUserPlus,
  IconX,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { brand, messages } from '@shop/shared';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session';
import { useSignOut } from './use-sign-out';
import menu from './menu-entry.module.css';
import classes from './mobile-menu.module.css';

interface MobileMenuProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * The phone layout's menu: the same choices as the desktop bar, as a list in a side panel. A
 * modal <dialog> keeps focus inside and closes on Escape by itself.
 */
export function MobileMenu({ opened, onClose }: MobileMenuProps) {
  const { user } = useSession();
  const signOut = useSignOut();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const panel = dialog.current;
    if (!panel) return;
    if (opened && !panel.open) panel.showModal();
    if (!opened && panel.open) panel.close();
  }, [opened]);

  const link = (to: string, label: string, icon: ReactNode) => (
    <Link to={to} className={`${menu.entry} ${classes.link}`} onClick={onClose}>
      {icon}
      {label}
    </Link>
  );

  return (
    <dialog
      ref={dialog}
      className={classes.panel}
      aria-labelledby="mobile-menu-title"
      onClose={onClose}
      // A press on the backdrop lands on the dialog itself, outside its content.
      onClick={(event) => event.target === dialog.current && onClose()}
    >
      <div className={classes.content}>
        <div className={classes.head}>
          <h2 id="mobile-menu-title" className={classes.title}>
            {brand.name}
          </h2>
          <button type="button" className={classes.close} onClick={onClose} aria-label="Close menu">
            <IconX size={18} aria-hidden />
          </button>
        </div>
        {link(paths.home, 'Home', <IconHome size={18} />)}
        {link(user ? paths.cart : paths.login, 'Cart', <IconShoppingCart size={18} />)}
        <hr className={classes.divider} />
        {user ? (
          <>
            {link(paths.account, 'Account', <IconUser size={18} />)}
            {link(paths.orders, 'Orders', <IconPackage size={18} />)}
            <button
              type="button"
              className={`${menu.entry} ${classes.link} ${classes.danger}`}
              onClick={() => {
                onClose();
                void signOut();
              }}
            >
              <IconLogout size={18} />
              Logout
            </button>
          </>
        ) : (
          <>
            {link(paths.login, 'Login', <IconLogin size={18} />)}
            {link(paths.signUp, messages.labels.register, <IconUserPlus size={18} />)}
          </>
        )}
        <hr className={classes.divider} />
        {link(paths.aboutUs, 'About us', <IconInfoCircle size={18} />)}
      </div>
    </dialog>
  );
}

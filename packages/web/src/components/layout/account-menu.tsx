import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { messages } from '@shop/shared';
import {
  IconChevronDown,
  IconLogin,
  IconLogout,
  IconPackage,
  IconUser,
  IconUserCircle,
  IconUserPlus,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session';
import { Button } from '../base/button';
import { useSignOut } from './use-sign-out';
import menu from './menu-entry.module.css';
import classes from './account-menu.module.css';

/** Opens on hover or click; the short close delay lets the pointer travel into the menu. */
const ACCOUNT_MENU_CLOSE_DELAY_MS = 300;

function Item({
  to,
  icon,
  children,
  onPick,
  danger,
}: {
  to?: string;
  icon: ReactNode;
  children: ReactNode;
  onPick: () => void;
  danger?: boolean;
}) {
  const className = `${menu.entry} ${classes.item} ${danger ? classes.danger : ''}`;
  const content = (
    <>
      <span className={classes.icon}>{icon}</span>
      {children}
    </>
  );
  return to ? (
    <Link role="menuitem" to={to} className={className} onClick={onPick}>
      {content}
    </Link>
  ) : (
    <button type="button" role="menuitem" className={className} onClick={onPick}>
      {content}
    </button>
  );
}

export function AccountMenu() {
  const { user } = useSession();
  const signOut = useSignOut();
  const shown = user?.first_name || 'Account';
  const [opened, setOpened] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const closing = useRef<number | undefined>(undefined);

  // A press anywhere else closes the menu.
  useEffect(() => {
    if (!opened) return;
    const away = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpened(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [opened]);
  useEffect(() => () => window.clearTimeout(closing.current), []);

  const hoverOpen = () => {
    window.clearTimeout(closing.current);
    setOpened(true);
  };
  const hoverClose = () => {
    closing.current = window.setTimeout(() => setOpened(false), ACCOUNT_MENU_CLOSE_DELAY_MS);
  };
  const close = () => setOpened(false);

  const onKeyDown = (event: KeyboardEvent) => {
    const items = [...(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape' && opened) {
      close();
      trigger.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpened(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // Wait a frame when the menu was closed, so its items exist.
      requestAnimationFrame(() => {
        const fresh = root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]');
        if (!fresh?.length) return;
        fresh[(at + step + fresh.length) % fresh.length]?.focus();
      });
    } else if (event.key === 'Tab' && opened) {
      close();
    }
  };

  return (
    <div
      ref={root}
      className={classes.root}
      onMouseEnter={hoverOpen}
      onMouseLeave={hoverClose}
      onKeyDown={onKeyDown}
    >
      <Button
        ref={trigger}
        variant="subtle"
        tone="dark"
        leftSection={<IconUserCircle size={20} aria-hidden />}
        rightSection={<IconChevronDown size={14} aria-hidden />}
        aria-haspopup="menu"
        aria-expanded={opened}
        // The name starts with what the button shows, so speech users can say what they see.
        aria-label={`${shown}, ${messages.labels.accountMenu}`}
        // A pointer has already opened the menu by hovering, so its click keeps it open (as
        // Mantine's click-hover menus do); Enter and Space (detail 0) toggle it.
        onClick={(event) => setOpened((open) => (event.detail === 0 ? !open : true))}
      >
        {shown}
      </Button>
      {opened ? (
        <div role="menu" aria-label={messages.labels.accountMenu} className={classes.dropdown}>
          {user ? (
            <>
              <div className={classes.label}>{user.email}</div>
              <Item to={paths.account} icon={<IconUser size={16} />} onPick={close}>
                Account
              </Item>
              <Item to={paths.orders} icon={<IconPackage size={16} />} onPick={close}>
                Orders
              </Item>
              <hr className={classes.divider} />
              <Item
                danger
                icon={<IconLogout size={16} />}
                onPick={() => {
                  close();
                  void signOut();
                }}
              >
                Logout
              </Item>
            </>
          ) : (
            <>
              <Item to={paths.login} icon={<IconLogin size={16} />} onPick={close}>
                Login
              </Item>
              <Item to={paths.signUp} icon={<IconUserPlus size={16} />} onPick={close}>
                {messages.labels.register}
              </Item>
            </>
          )}
        </div>
      ) : null}
    </div>
  );
}

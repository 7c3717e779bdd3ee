import { Link } from 'react-router';
import { brand } from '@shop/shared';
import { paths } from '../../config/paths';
import classes from './logo.module.css';

/** The shop's leaf mark, drawn inline so it is crisp at any size and needs no request. */
export function LeafMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="9" fill="var(--mantine-color-herbal-7)" />
      <path d="M8.5 23.5C8.5 15 14 9 24.5 7.5 23.5 18 17 23.5 8.5 23.5Z" fill="#eaf6ee" />
      <path
        d="M8.5 23.5C11.5 19.2 15 15.8 19.5 12.8"
        stroke="var(--mantine-color-herbal-7)"
        strokeWidth="1.6"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}

export function Logo() {
  return (
    <Link to={paths.home} aria-label={`${brand.name} home`} className={classes.logo}>
      <LeafMark />
      <span className={classes.name}>{brand.name}</span>
    </Link>
  );
}

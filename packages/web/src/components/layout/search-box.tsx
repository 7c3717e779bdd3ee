import { useEffect, useState, type FormEvent } from 'react';
import { IconSearch } from '@tabler/icons-react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { homeHref, paths } from '../../config/paths';
import { useSession } from '../../lib/session';
import classes from './search-box.module.css';

/** Searches by name or description; the listing reads the term from `?search=`. */
export function SearchBox({ onSearched }: { onSearched?: () => void }) {
  const navigate = useNavigate();
  const { isAdmin } = useSession();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const urlTerm =
    pathname === paths.home || pathname === paths.products ? (params.get('search') ?? '') : '';
  const [term, setTerm] = useState(urlTerm);

  // Follow the address bar: a cleared search or a back-navigation updates the box.
  useEffect(() => setTerm(urlTerm), [urlTerm]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // For staff `/` is the dashboard, so their searches open the shop listing at /products.
    navigate(homeHref({ search: term }, isAdmin ? paths.products : paths.home));
    onSearched?.();
  };

  return (
    <form role="search" onSubmit={submit} className={classes.form}>
      <IconSearch size={16} aria-hidden className={classes.icon} />
      <input
        type="search"
        value={term}
        onChange={(event) => setTerm(event.currentTarget.value)}
        placeholder="Search herbal products"
        aria-label="Search products"
        className={classes.input}
      />
      <button type="submit" aria-label="Search" className={classes.submit}>
        <IconSearch size={14} aria-hidden />
      </button>
    </form>
  );
}

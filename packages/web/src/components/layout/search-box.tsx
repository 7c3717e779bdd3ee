import { useEffect, useState, type FormEvent, type KeyboardEvent } from 'react';
import { IconSearch } from '@tabler/icons-react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { formatRupees, messages, SUGGEST_MIN_LENGTH } from '@shop/shared';
import { homeHref, paths } from '../../config/paths';
import { useSession } from '../../lib/session';
import layout from '../base/layout.module.css';
import { useSuggestions } from './use-suggestions';
import classes from './search-box.module.css';

const LIST_ID = 'search-suggestions';
const optionId = (index: number) => `${LIST_ID}-${index}`;

/**
 * Searches the catalogue; the listing reads the term from `?search=`. As the shopper types,
 * up to six products are suggested in a listbox (the ARIA combobox pattern): arrow keys move
 * through them, Enter opens the one chosen, Escape closes the list.
 */
export function SearchBox({ onSearched }: { onSearched?: () => void }) {
  const navigate = useNavigate();
  const { isAdmin } = useSession();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const urlTerm =
    pathname === paths.home || pathname === paths.products ? (params.get('search') ?? '') : '';
  const [term, setTerm] = useState(urlTerm);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useSuggestions(term);
  const shown = open ? suggestions : [];

  // Follow the address bar: a cleared search or a back-navigation updates the box.
  useEffect(() => setTerm(urlTerm), [urlTerm]);
  const listed = suggestions.map((product) => product.id).join();
  useEffect(() => setActive(-1), [listed]);

  const go = (href: string) => {
    setOpen(false);
    navigate(href);
    onSearched?.();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = shown[active];
    // For staff `/` is the dashboard, so their searches open the shop listing at /products.
    go(
      chosen
        ? paths.product(chosen.id)
        : homeHref({ search: term }, isAdmin ? paths.products : paths.home),
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (step && suggestions.length > 0) {
      event.preventDefault();
      setOpen(true);
      // From the box down through the options and back to the box, either way round.
      const count = suggestions.length;
      setActive((index) => {
        const next = (open ? index : -1) + step;
        return next >= count ? -1 : next < -1 ? count - 1 : next;
      });
    } else if (event.key === 'Escape' && shown.length > 0) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <form role="search" onSubmit={submit} className={classes.form}>
      <IconSearch size={16} aria-hidden className={classes.icon} />
      <input
        type="search"
        role="combobox"
        aria-expanded={shown.length > 0}
        aria-controls={LIST_ID}
        aria-autocomplete="list"
        aria-activedescendant={shown[active] ? optionId(active) : undefined}
        autoComplete="off"
        value={term}
        onChange={(event) => {
          setTerm(event.currentTarget.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        placeholder="Search herbal products"
        aria-label="Search products"
        className={classes.input}
      />
      <button type="submit" aria-label="Search" className={classes.submit}>
        <IconSearch size={14} aria-hidden />
      </button>
      <ul
        id={LIST_ID}
        role="listbox"
        aria-label={messages.search.suggestionsLabel}
        className={classes.list}
        hidden={shown.length === 0}
      >
        {shown.map((product, index) => (
          <li
            key={product.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={classes.option}
            // Keeps focus in the box, so the blur does not close the list before the click.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => go(paths.product(product.id))}
          >
            {product.image_url ? (
              <img src={product.image_url} alt="" width={36} height={36} />
            ) : (
              <span className={classes.noImage} />
            )}
            <span className={classes.name}>{product.name}</span>
            <span className={classes.price}>{formatRupees(product.price)}</span>
          </li>
        ))}
      </ul>
      <span role="status" className={layout.visuallyHidden}>
        {open && term.trim().length >= SUGGEST_MIN_LENGTH
          ? messages.search.suggestionsCount(shown.length)
          : ''}
      </span>
    </form>
  );
}

import { IconCheck } from '@tabler/icons-react';
import layout from '../../../components/base/layout.module.css';
import { useCategories } from '../api/get-categories';
import classes from './category-chips.module.css';

interface CategoryChipsProps {
  value: number | undefined;
  onChange: (categoryId: number | undefined) => void;
}

/**
 * Narrows the listing to one category. The chips wrap onto more lines on a wide screen and
 * scroll sideways (by touch, scrollbar or the arrow keys) on a phone, so every one is reachable.
 * Each is a radio button, so the arrow keys move between them.
 */
export function CategoryChips({ value, onChange }: CategoryChipsProps) {
  const { data: categories } = useCategories();
  // Without categories the listing still works; the filter is simply not offered.
  if (!categories || categories.length === 0) return null;

  const chip = (id: number | undefined, name: string) => {
    const checked = value === id;
    return (
      <label key={id ?? 'all'} className={classes.chip} data-checked={checked || undefined}>
        <input
          type="radio"
          name="category"
          className={layout.visuallyHidden}
          checked={checked}
          onChange={() => onChange(id)}
        />
        {checked ? <IconCheck size={14} aria-hidden /> : null}
        {name}
      </label>
    );
  };

  return (
    <div className={classes.chips} role="group" aria-label="Filter by category">
      {chip(undefined, 'All')}
      {categories.map((category) => chip(category.id, category.name))}
    </div>
  );
}

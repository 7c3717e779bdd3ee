import { Chip } from '@mantine/core';
import { useCategories } from '../api/get-categories';
import classes from './category-chips.module.css';

interface CategoryChipsProps {
  value: number | undefined;
  onChange: (categoryId: number | undefined) => void;
}

const ALL = 'all';

/**
 * Narrows the listing to one category. The chips wrap onto more lines on a wide screen and
 * scroll sideways (by touch, scrollbar or the arrow keys) on a phone, so every one is reachable.
 */
export function CategoryChips({ value, onChange }: CategoryChipsProps) {
  const { data: categories } = useCategories();
  // Without categories the listing still works; the filter is simply not offered.
  if (!categories || categories.length === 0) return null;

  return (
    <Chip.Group
      multiple={false}
      value={value === undefined ? ALL : String(value)}
      onChange={(next) => onChange(next === ALL ? undefined : Number(next))}
    >
      <div className={classes.chips} role="group" aria-label="Filter by category">
        <Chip value={ALL} variant="outline">
          All
        </Chip>
        {categories.map((category) => (
          <Chip key={category.id} value={String(category.id)} variant="outline">
            {category.name}
          </Chip>
        ))}
      </div>
    </Chip.Group>
  );
}

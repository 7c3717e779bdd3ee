import { Chip, Group, ScrollArea } from '@mantine/core';
import { useCategories } from '../api/get-categories';

interface CategoryChipsProps {
  value: number | undefined;
  onChange: (categoryId: number | undefined) => void;
}

const ALL = 'all';

/** Narrows the listing to one category; the list scrolls sideways on a phone. */
export function CategoryChips({ value, onChange }: CategoryChipsProps) {
  const { data: categories } = useCategories();
  // Without categories the listing still works; the filter is simply not offered.
  if (!categories || categories.length === 0) return null;

  return (
    <ScrollArea type="never" offsetScrollbars={false}>
      <Chip.Group
        multiple={false}
        value={value === undefined ? ALL : String(value)}
        onChange={(next) => onChange(next === ALL ? undefined : Number(next))}
      >
        <Group gap="xs" wrap="nowrap" py={2} role="group" aria-label="Filter by category">
          <Chip value={ALL} variant="outline">
            All
          </Chip>
          {categories.map((category) => (
            <Chip key={category.id} value={String(category.id)} variant="outline">
              {category.name}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </ScrollArea>
  );
}

import { ActionIcon, Tooltip } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

interface RowActionProps {
  /** The short word in the tooltip, e.g. "Edit". */
  tooltip: string;
  /** The accessible name, naming the row, e.g. "Edit Kerala". */
  label: string;
  icon: Icon;
  color?: string;
  onClick: () => void;
}

/** An icon button in a table row, with a tooltip. */
export function RowAction({ tooltip, label, icon: ActionGlyph, color, onClick }: RowActionProps) {
  return (
    <Tooltip label={tooltip} withArrow>
      <ActionIcon variant="light" color={color} size="lg" aria-label={label} onClick={onClick}>
        <ActionGlyph size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}

import type { ReactNode } from 'react';
import { ActionIcon, Group, Switch, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash, type Icon } from '@tabler/icons-react';

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

/** What a row's edit or delete button acts on: `row` names it, e.g. "Kerala" or "charge 3". */
interface RowChangeProps {
  row: string;
  onClick: () => void;
}

/** The row's "Edit …" button. */
export function EditAction({ row, onClick }: RowChangeProps) {
  return <RowAction tooltip="Edit" label={`Edit ${row}`} icon={IconPencil} onClick={onClick} />;
}

/** The row's red "Delete …" button. */
export function DeleteAction({ row, onClick }: RowChangeProps) {
  return (
    <RowAction
      tooltip="Delete"
      label={`Delete ${row}`}
      icon={IconTrash}
      color="red"
      onClick={onClick}
    />
  );
}

/** A row's buttons, side by side at the end of the row. */
export function RowActions({ gap = 6, children }: { gap?: number; children: ReactNode }) {
  return (
    <Group gap={gap} justify="flex-end" wrap="nowrap">
      {children}
    </Group>
  );
}

/** A row's green switch that turns its item on or off in place; `row` names it. */
export function ActiveSwitch({
  active,
  row,
  disabled,
  onToggle,
}: {
  active: boolean;
  row: string;
  disabled: boolean;
  onToggle: () => void;
}) {
  const text = active ? 'Deactivate' : 'Activate';
  return (
    <Tooltip label={text} withArrow>
      <Switch
        checked={active}
        disabled={disabled}
        onChange={onToggle}
        aria-label={`${text} ${row}`}
        color="green"
      />
    </Tooltip>
  );
}

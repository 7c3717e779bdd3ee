import { Button, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconMapPinOff } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { messages, pinRuleBody, type PinRule } from '@shop/shared';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { idColumn, type Column } from '../../../components/ui/data-table';
import { flashError, flashSuccess } from '../../../components/ui/flash';
import { FormError } from '../../../components/ui/form-error';
import { DeleteAction, RowActions } from '../../../components/ui/row-action';
import { StaffTable } from '../../../components/ui/staff-table';
import { errorText } from '../../../lib/api-client';
import { useAddPinRule, useDeletePinRule, usePinRules } from '../api/pin-rules';

/** What a rule does, as staff choose it; the longest matching prefix decides. */
const KINDS = {
  'no-delivery': { label: 'No delivery', delivery: false, cod: false },
  'no-cod': { label: 'No cash on delivery', delivery: true, cod: false },
  allow: { label: 'Delivery and cash on delivery', delivery: true, cod: true },
} as const;
type Kind = keyof typeof KINDS;

const kindOf = (rule: PinRule): string =>
  !rule.delivery
    ? KINDS['no-delivery'].label
    : rule.cod
      ? KINDS.allow.label
      : KINDS['no-cod'].label;

function PinRuleForm() {
  const add = useAddPinRule();
  const [prefix, setPrefix] = useState('');
  const [kind, setKind] = useState<Kind>('no-delivery');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { delivery, cod } = KINDS[kind];
    const parsed = pinRuleBody.safeParse({ prefix, delivery, cod, note });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? messages.errors.generic);
      return;
    }
    setProblem(null);
    add.mutate(parsed.data, {
      onSuccess: () => {
        flashSuccess(messages.pincode.ruleSaved);
        setPrefix('');
        setNote('');
      },
      onError: (error) => setProblem(errorText(error, messages.errors.generic)),
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Add a PIN rule">
      <Stack gap="xs">
        <FormError text={problem} />
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label="PIN or prefix"
            value={prefix}
            onChange={(e) => setPrefix(e.currentTarget.value.replace(/\D/g, ''))}
            inputMode="numeric"
            maxLength={6}
            w={130}
            withAsterisk
          />
          <NativeSelect
            label="Rule"
            value={kind}
            onChange={(e) => setKind(e.currentTarget.value as Kind)}
            data={Object.entries(KINDS).map(([value, { label }]) => ({ value, label }))}
            w={260}
          />
          <TextInput
            label="Note"
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            maxLength={200}
            style={{ flex: '1 1 200px' }}
          />
          <Button type="submit" loading={add.isPending}>
            Add rule
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The Delivery screen's rules by PIN: stop delivery or cash on delivery where couriers cannot. */
export function PinRules() {
  const rules = usePinRules();
  const remove = useDeletePinRule();
  const [deleting, setDeleting] = useState<PinRule | null>(null);
  const columns: Column<PinRule>[] = [
    idColumn(),
    { header: 'PIN or prefix', width: 140, cellProps: { fw: 600 }, cell: (rule) => rule.prefix },
    { header: 'Rule', width: 260, cell: (rule) => kindOf(rule) },
    { header: 'Note', cell: (rule) => rule.note },
    {
      header: 'Actions',
      width: 90,
      align: 'right',
      cell: (rule) => (
        <RowActions>
          <DeleteAction row={`the rule for ${rule.prefix}`} onClick={() => setDeleting(rule)} />
        </RowActions>
      ),
    },
  ];

  return (
    <Stack gap="sm" component="section" aria-labelledby="pin-rules-heading">
      <Title order={2} fz="h3" id="pin-rules-heading">
        PIN rules
      </Title>
      <Text c="dimmed" fz="sm">
        A rule covers every PIN starting with its digits; the longest matching rule decides, so a
        longer rule can re-open part of a blocked prefix.
      </Text>
      <PinRuleForm />
      <StaffTable
        query={rules}
        empty={{
          icon: IconMapPinOff,
          title: 'No PIN rules: every PIN of an active state gets delivery',
        }}
        label="PIN rules"
        minWidth={640}
        loadingRows={2}
        columns={columns}
      />
      <ConfirmDialog
        title="Delete PIN rule"
        message={deleting ? `Delete the rule for ${deleting.prefix}?` : ''}
        confirmLabel="Delete"
        opened={deleting !== null}
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => flashSuccess(messages.pincode.ruleDeleted),
            onError: (error) => flashError(errorText(error, messages.errors.generic)),
            onSettled: () => setDeleting(null),
          });
        }}
      />
    </Stack>
  );
}

import { useState } from 'react';
import { Badge, Button, FileInput, Group, Stack, Table, Text } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { messages, type ShipmentImportRow, shipmentMessages } from '@shop/shared';
import { Dialog } from '../../../components/ui/dialog';
import { FormError } from '../../../components/ui/form-error';
import { errorText } from '../../../lib/api-client';
import { useImportShipments } from '../api/import-shipments';
import { TableHead } from '../../../components/ui/table-head';

const s = shipmentMessages.staff;
const COLORS = { shipped: 'green', unchanged: 'gray', refused: 'red' } as const;

/** The result of each row, in the file's order. */
function ImportResults({ rows }: { rows: ShipmentImportRow[] }) {
  return (
    <Table verticalSpacing={4} aria-label="Upload results">
      <TableHead columns={['Row', 'Order', 'Result']} />
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.row}>
            <Table.Td>{row.row}</Table.Td>
            <Table.Td>{row.order_id === null ? '—' : `#${row.order_id}`}</Table.Td>
            <Table.Td>
              <Badge color={COLORS[row.outcome]} variant="light">
                {s.outcome[row.outcome]}
              </Badge>
              {row.error ? (
                <Text fz="xs" c="red.8">
                  {row.error}
                </Text>
              ) : null}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Bulk shipping: one CSV of order_id,carrier,tracking_number, and a result per row. */
export function ImportShipments() {
  const upload = useImportShipments();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconFileUpload size={18} aria-hidden />}
        onClick={() => {
          upload.reset();
          setFile(null);
          setOpen(true);
        }}
      >
        {s.importCsv}
      </Button>
      <Dialog opened={open} onClose={() => setOpen(false)} title={s.importTitle}>
        <Stack gap="md">
          <Text fz="sm">{s.importHelp}</Text>
          <FormError
            text={upload.error ? errorText(upload.error, messages.errors.generic) : null}
          />
          <FileInput
            label="CSV file"
            accept=".csv,text/csv"
            value={file}
            onChange={setFile}
            clearable
          />
          {upload.data ? <ImportResults rows={upload.data} /> : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setOpen(false)}>
              {messages.labels.close}
            </Button>
            <Button
              disabled={!file}
              loading={upload.isPending}
              onClick={() => file && upload.mutate(file)}
            >
              {s.importButton}
            </Button>
          </Group>
        </Stack>
      </Dialog>
    </>
  );
}

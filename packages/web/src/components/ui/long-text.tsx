import { Text } from '@mantine/core';

/** A long text in a table cell, cut to two lines; the whole of it shows on hover. */
export function LongText({ text }: { text: string }) {
  return (
    <Text fz="sm" lineClamp={2} title={text}>
      {text}
    </Text>
  );
}

import { useEffect, useState } from 'react';
import { Box } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import classes from './image-picker.module.css';

/** A chosen file shown before upload; the object URL is released when the preview goes. */
export function FilePreview({ file }: { file: File }) {
  const [url, setUrl] = useState<string>();

  useEffect(() => {
    if (typeof URL.createObjectURL !== 'function') return;
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);

  if (!url) {
    return (
      <Box className={classes.thumb} c="gray.5" display="grid" style={{ placeItems: 'center' }}>
        <IconPhoto size={28} aria-hidden />
      </Box>
    );
  }
  return <img src={url} alt={`Preview of ${file.name}`} className={classes.thumb} />;
}

import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';

type TProps = {
  label: string;
  /** builds and saves the file; `exportCsv` toasts how it went */
  onExport: () => Promise<void>;
};

/** A list's export button (customers, tenants), busy until the file is saved. */
export function ExportButton({ label, onExport }: TProps) {
  const [exporting, setExporting] = useState(false);
  const run = async () => {
    setExporting(true);
    await onExport();
    setExporting(false);
  };
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={18} />}
      loading={exporting}
      onClick={() => void run()}
    >
      {label}
    </Button>
  );
}
